import { useState } from 'react';
import { Input } from 'antd';
import { setHeight } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { useLang, useSectionValue } from './context';
import { helpOf } from './help';
import { FieldRow, textOf } from './SchemaField';
import { schemaAt } from './schema';

const POINTER = { chart: '/chart_config/height', table: '/table_config/basic/height' } as const;

/**
 * A chart's or a table's height: a number, a numeric string or auto. Other text is refused at the field with the
 * schema's message (naming the field) and is not stored; the field keeps it until it is corrected.
 */
export default function HeightField({ id, what }: { id: string; what: 'chart' | 'table' }) {
  const t = useText();
  const lang = useLang();
  const store = useDesignerStore();
  const stored = useSectionValue(id, POINTER[what]);
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  const label = t(what === 'chart' ? 'settings.height' : 'settings.tableHeight');
  return (
    <FieldRow label={label} help={helpOf(schemaAt(POINTER[what]), lang)} testId={`setting-${POINTER[what]}`}>
      <Input
        size="small"
        aria-label={label}
        placeholder={t('settings.heightPlaceholder')}
        status={refused ? 'error' : undefined}
        value={refused ? refused.text : textOf(stored)}
        onChange={(e) => {
          const text = e.target.value;
          const refusal = setHeight(store, id, what, text);
          setRefused(refusal ? { text, message: refusal[lang] } : null);
        }}
        onBlur={() => store.getState().endTyping()}
      />
      {refused && (
        <div className="ts-settings-error" role="alert" data-testid="height-refusal">
          {refused.message}
        </div>
      )}
    </FieldRow>
  );
}
