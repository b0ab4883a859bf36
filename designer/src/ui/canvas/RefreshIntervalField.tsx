import { InputNumber } from 'antd';
import { PageSchema } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { setRefreshInterval } from '../../commands/canvas';
import { useDesigner, useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { FieldRow } from '../settings/SchemaField';
import { helpOf } from '../settings/help';
import type { SchemaNode } from '../settings/schema';

/** The page's schema for the interval: bounds, default and help come from the published contract. */
const NODE = (PageSchema as unknown as { properties: Record<string, SchemaNode> }).properties.refresh_interval;

/** How often the page's real-time sections refresh (seconds); empty: the default. Typing is one step per focus. */
export default function RefreshIntervalField({ lang }: { lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  const value = useDesigner((s) => s.doc.refresh_interval);
  return (
    <FieldRow label={t('canvas.refreshInterval')} help={helpOf(NODE, lang)} testId="designer-refresh-interval">
      <InputNumber
        size="small"
        aria-label={t('canvas.refreshInterval')}
        min={NODE.minimum}
        max={NODE.maximum}
        precision={0}
        placeholder={String(NODE.default)}
        value={value ?? null}
        onChange={(next) => setRefreshInterval(store, typeof next === 'number' ? next : undefined)}
        onBlur={() => store.getState().endTyping()}
        style={{ width: 90 }}
      />
    </FieldRow>
  );
}
