import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { deleteSections } from '../commands/sections';
import { useDesigner, useDesignerStore, useUndoRedo } from '../edit/hooks';
import { useText } from '../i18n';

const isMac = typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl';

/** Undo, redo and delete, with their keys in the tooltips; the host's own actions (save) at the end. */
export default function Toolbar({ actions }: { actions?: ReactNode }) {
  const t = useText();
  const store = useDesignerStore();
  const { canUndo, canRedo } = useUndoRedo();
  const selected = useDesigner((s) => s.selection.length);
  return (
    <Space className="ts-designer-toolbar" wrap>
      <Tooltip title={`${t('ui.undo')} (${MOD}+Z)`}>
        <Button
          icon={<UndoOutlined />}
          disabled={!canUndo}
          onClick={() => store.getState().undo()}
          aria-label={t('ui.undo')}
          data-testid="designer-undo"
        />
      </Tooltip>
      <Tooltip title={`${t('ui.redo')} (${MOD}+Shift+Z)`}>
        <Button
          icon={<RedoOutlined />}
          disabled={!canRedo}
          onClick={() => store.getState().redo()}
          aria-label={t('ui.redo')}
          data-testid="designer-redo"
        />
      </Tooltip>
      <Tooltip title={`${t('ui.delete')} (Delete)`}>
        <Button
          icon={<DeleteOutlined />}
          disabled={selected === 0}
          onClick={() => deleteSections(store, store.getState().selection)}
          data-testid="designer-delete"
        >
          {selected > 1 ? t('ui.sectionsSelected', { count: selected }) : t('ui.delete')}
        </Button>
      </Tooltip>
      {actions}
    </Space>
  );
}
