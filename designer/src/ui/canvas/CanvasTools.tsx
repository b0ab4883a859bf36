import { Button, Segmented, Space, Tooltip } from 'antd';
import { CopyOutlined, DiffOutlined, SnippetsOutlined } from '@ant-design/icons';
import { PAGE_DISPLAYS, type PageDisplay } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { setDisplay } from '../../commands/canvas';
import { useDesigner, useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { MOD } from '../shortcuts';
import RefreshIntervalField from './RefreshIntervalField';
import type { CanvasActions } from './useCanvasActions';

/**
 * The page's display mode and refresh interval, and duplicate, copy and paste of the selected sections, with their
 * keys in the tips.
 */
export default function CanvasTools({ actions, lang }: { actions: CanvasActions; lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  const display = useDesigner((s) => s.doc.display ?? PAGE_DISPLAYS.COLLAPSE);
  const selected = useDesigner((s) => s.selection.length > 0);
  return (
    <Space wrap>
      <Segmented<PageDisplay>
        aria-label={t('canvas.displayMode')}
        value={display}
        onChange={(value) => setDisplay(store, value)}
        options={[
          { value: PAGE_DISPLAYS.COLLAPSE, label: t('canvas.displayCollapse') },
          { value: PAGE_DISPLAYS.KANBAN, label: t('canvas.displayKanban') },
        ]}
        data-testid="designer-display"
      />
      <RefreshIntervalField lang={lang} />
      <Tooltip title={`${t('canvas.duplicate')} (${MOD}+D)`}>
        <Button
          icon={<DiffOutlined />}
          disabled={!selected}
          onClick={actions.duplicate}
          data-testid="designer-duplicate"
        >
          {t('canvas.duplicate')}
        </Button>
      </Tooltip>
      <Tooltip title={`${t('canvas.copy')} (${MOD}+C)`}>
        <Button
          icon={<CopyOutlined />}
          disabled={!selected}
          onClick={() => void actions.copy()}
          aria-label={t('canvas.copy')}
          data-testid="designer-copy"
        />
      </Tooltip>
      <Tooltip title={`${t('canvas.paste')} (${MOD}+V)`}>
        <Button
          icon={<SnippetsOutlined />}
          onClick={() => void actions.paste()}
          aria-label={t('canvas.paste')}
          data-testid="designer-paste"
        />
      </Tooltip>
    </Space>
  );
}
