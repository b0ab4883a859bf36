import type { ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Tag, Tooltip, type MenuProps } from 'antd';
import {
  CaretDownOutlined,
  CaretRightOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  HolderOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUS } from '@tessera/schema/api';
import { splitMatch } from '../../../menu/tree';
import { DangerPageIcon, EmptyFolderIcon } from '../../../layout/icons';
import type { FlatNode } from './model';

export const INDENT = 18;

function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatch(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="ts-mark">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function NodeIcon({ row }: { row: FlatNode }) {
  const { t } = useTranslation();
  if (row.isCatalog) {
    if (row.childCount === 0) return <EmptyFolderIcon className="ts-muted" aria-label={t('catalog.tagEmpty')} />;
    return row.expanded ? <FolderOpenOutlined /> : <FolderOutlined />;
  }
  if (row.entry.data_level === 'A') return <DangerPageIcon aria-label={t('catalog.levelA')} />;
  return <FileTextOutlined />;
}

interface Props {
  row: FlatNode;
  /** The row's depth now: the projected one while it is dragged. */
  depth: number;
  query: string;
  selected: boolean;
  checked: boolean;
  dragDisabled: boolean;
  menu: MenuProps['items'];
  onMenu: (key: string) => void;
  onSelect: () => void;
  onToggle: () => void;
  onCheck: (checked: boolean) => void;
}

/** One row of the catalog tree: a sortable item dragged by its handle (mouse or keyboard). */
export default function TreeRow(props: Props) {
  const { row, depth, query, selected, checked, dragDisabled, menu, onMenu, onSelect, onToggle, onCheck } = props;
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: dragDisabled,
  });
  const { entry } = row;
  const offline = entry.status === ONLINE_STATUS.OFFLINE;

  const tags: ReactNode[] = [];
  if (!row.isCatalog && entry.data_level === 'A')
    tags.push(
      <span key="a" className="ts-level-a" title={t('catalog.levelA')}>
        A
      </span>,
    );
  if (offline)
    tags.push(
      <Tag key="off" className="ts-menu-tag" data-testid="tag-offline">
        {t('catalog.tagOffline')}
      </Tag>,
    );
  if (entry.is_show === 0)
    tags.push(
      <Tag key="hidden" className="ts-menu-tag" color="warning" data-testid="tag-hidden">
        {t('catalog.tagHidden')}
      </Tag>,
    );

  return (
    <div
      ref={setNodeRef}
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      aria-expanded={row.isCatalog && row.childCount > 0 ? row.expanded : undefined}
      data-testid="catalog-node"
      data-node-id={row.id}
      data-kind={row.isCatalog ? 'catalog' : 'page'}
      className={[
        'ts-tree-row',
        selected ? 'is-selected' : '',
        isDragging ? 'is-dragging' : '',
        offline ? 'is-offline' : '',
        entry.is_show === 0 ? 'is-hidden' : '',
        !row.isCatalog && entry.data_level === 'A' ? 'is-level-a' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition, paddingLeft: 4 + depth * INDENT }}
      onClick={onSelect}
    >
      <span className="ts-tree-check" onClick={(e) => e.stopPropagation()}>
        {!row.isCatalog && (
          <Checkbox checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={entry.name} />
        )}
      </span>
      <span className="ts-tree-caret">
        {row.isCatalog && row.childCount > 0 && (
          <button
            type="button"
            className="ts-tree-caret-btn"
            aria-label={row.expanded ? t('catalog.collapseAll') : t('catalog.expandAll')}
            onClick={(e) => {
              e.stopPropagation();
              onToggle();
            }}
          >
            {row.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
          </button>
        )}
      </span>
      <span className="ts-tree-icon">
        <NodeIcon row={row} />
      </span>
      {!row.isCatalog && (
        <span
          className={`ts-tree-dot${offline ? '' : ' is-online'}`}
          data-testid={offline ? 'status-offline' : 'status-online'}
          role="img"
          aria-label={offline ? t('catalog.tagOffline') : t('catalog.tagOnline')}
          title={offline ? t('catalog.tagOffline') : t('catalog.tagOnline')}
        />
      )}
      <span className="ts-tree-name" title={entry.url ? `${entry.name}  ${entry.url}` : entry.name}>
        <Highlight text={entry.name} query={query} />
      </span>
      <span className="ts-tree-tags">{tags}</span>
      <Tooltip
        title={dragDisabled ? undefined : t('catalog.dragHandle', { name: entry.name })}
        mouseEnterDelay={0.8}
        open={isDragging ? false : undefined}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="ts-tree-handle"
          data-testid="drag-handle"
          disabled={dragDisabled}
          {...attributes}
          {...listeners}
          aria-label={t('catalog.dragHandle', { name: entry.name })}
          onClick={(e) => e.stopPropagation()}
        >
          <HolderOutlined />
        </button>
      </Tooltip>
      <span onClick={(e) => e.stopPropagation()}>
        <Dropdown trigger={['click']} menu={{ items: menu, onClick: ({ key }) => onMenu(key) }}>
          <Button
            type="text"
            size="small"
            className="ts-tree-more"
            data-testid="node-menu"
            icon={<MoreOutlined />}
            aria-label={t('catalog.more')}
          />
        </Dropdown>
      </span>
    </div>
  );
}
