import { useState } from 'react';
import { Input } from 'antd';
import { setSetting } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import { useLang, useSectionValue } from './context';
import { helpOf } from './help';
import { FieldRow } from './SchemaField';
import { schemaAt } from './schema';

const split = (text: string) =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * A list typed as comma-separated text (thresholds, band labels, colours). The text is kept as typed while the
 * field has focus, so a trailing comma is not eaten; numbers that are not numbers are left out.
 */
export default function ListField(props: { id: string; pointer: string; label: TextKey; numbers?: boolean }) {
  const { id, pointer, label, numbers } = props;
  const t = useText();
  const lang = useLang();
  const store = useDesignerStore();
  const stored = useSectionValue(id, pointer);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (Array.isArray(stored) ? stored.join(', ') : '');
  return (
    <FieldRow label={t(label)} help={helpOf(schemaAt(pointer), lang)} testId={`setting-${pointer}`}>
      <Input
        size="small"
        aria-label={t(label)}
        value={shown}
        onChange={(e) => {
          setTyped(e.target.value);
          const parts = split(e.target.value);
          const list = numbers ? parts.map(Number).filter(Number.isFinite) : parts;
          setSetting(store, id, { pointer, value: list, label, said: list.join(', '), typing: true });
        }}
        onBlur={() => {
          setTyped(null);
          store.getState().endTyping();
        }}
      />
    </FieldRow>
  );
}
