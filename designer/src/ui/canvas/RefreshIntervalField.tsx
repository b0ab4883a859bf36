import { InputNumber, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { PageSchema } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { setRefreshInterval } from '../../commands/canvas';
import { useDesigner, useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { helpOf } from '../settings/help';
import type { SchemaNode } from '../settings/schema';

/** The page's schema for the interval: bounds, default and help come from the published contract. */
const NODE = (PageSchema as unknown as { properties: Record<string, SchemaNode> }).properties.refresh_interval;

/** How often the page's real-time sections refresh (seconds); empty: the default. Typing is one step per focus. */
export default function RefreshIntervalField({ lang }: { lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  const value = useDesigner((s) => s.doc.refresh_interval);
  const label = t('canvas.refreshInterval');
  const help = helpOf(NODE, lang);
  // Inline in the toolbar, label and help on one line with the input (the property panel's rows stack them).
  return (
    <span className="ts-refresh-interval" data-testid="designer-refresh-interval">
      <span>{label}</span>
      {help && (
        <Tooltip title={help}>
          <QuestionCircleOutlined className="ts-settings-help" aria-label={help} />
        </Tooltip>
      )}
      <InputNumber
        size="small"
        aria-label={label}
        min={NODE.minimum}
        max={NODE.maximum}
        precision={0}
        placeholder={String(NODE.default)}
        value={value ?? null}
        onChange={(next) => setRefreshInterval(store, typeof next === 'number' ? next : undefined)}
        onBlur={() => store.getState().endTyping()}
        style={{ width: 80 }}
      />
    </span>
  );
}
