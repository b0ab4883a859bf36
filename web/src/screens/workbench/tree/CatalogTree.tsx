import { useMemo, useState } from 'react';
import { App, Button, Dropdown, Empty, Input, Select, Spin, Tooltip, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  TeamOutlined,
  UserOutlined,
  CloudUploadOutlined,
  CloudDownloadOutlined,
  FormOutlined,
  ExportOutlined,
  ImportOutlined,
} from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUS, type AppInfo } from '@tessera/schema/api';
import { DELAYS } from '@tessera/schema/rules';
import { deleteCatalogEntry, saveCatalogEntry, setCatalogStatus, sortCatalog } from '../../../api/catalog';
import { feedback } from '../../../lib/feedback';
import { useDebounced } from '../../../lib/useDebounced';
import {
  catalogIds,
  filterCatalogTree,
  findNode,
  flattenTree,
  moveNode,
  projectDrop,
  siblingOrder,
  takenUrls,
  type CatalogNode,
  type FlatNode,
} from './model';
import TreeRow, { INDENT } from './TreeRow';
import EntryModal, { type EntryModalMode } from './EntryModal';
import ChargeModal from './ChargeModal';
import ViewersModal from './ViewersModal';
import ImportTemplateDialog from '../templates/ImportTemplateDialog';
import { useExportTemplate } from '../templates/useExportTemplate';

// Left and right arrows change the level of the dragged row by one indent; up and down move it between rows.
const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
    event.preventDefault();
    const step = event.code === 'ArrowRight' ? INDENT : -INDENT;
    return { ...args.currentCoordinates, x: args.currentCoordinates.x + step };
  }
  return sortableKeyboardCoordinates(event, args);
};

/** A fresh form for every opening of the entry modal. */
function modalKey(mode: EntryModalMode | null): string {
  if (!mode) return 'none';
  if (mode.kind === 'create') return `create-${mode.catalogOrPage}-${mode.parent?.id ?? 'root'}`;
  return `${mode.kind}-${mode.entry.id}`;
}

interface Props {
  app: AppInfo;
  apps: AppInfo[];
  onAppChange: (app: AppInfo) => void;
  tree: CatalogNode[] | null;
  error: string | null;
  selectedId: number | null;
  onSelect: (node: CatalogNode) => void;
  reload: () => Promise<void>;
  replace: (tree: CatalogNode[]) => void;
  /** Something in the tree changed on the server (the workbench sidebar may show it). */
  onChanged: () => void;
}

/** The catalog tree panel of /admin/config: search, per-node actions, drag and drop to move and sort. */
export default function CatalogTree(props: Props) {
  const { app, apps, onAppChange, tree, error, selectedId, onSelect, reload, replace, onChanged } = props;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.SEARCH_DEBOUNCE);
  const searching = query.trim() !== '';
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [entryModal, setEntryModal] = useState<EntryModalMode | null>(null);
  const [chargePages, setChargePages] = useState<CatalogNode[] | null>(null);
  const [viewersOf, setViewersOf] = useState<CatalogNode | null>(null);
  const [importInto, setImportInto] = useState<CatalogNode | null>(null);
  const exportTemplate = useExportTemplate();
  const [drag, setDrag] = useState<{ activeId: number; overId: number | null; offsetX: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const full = useMemo(() => tree ?? [], [tree]);
  const shown = useMemo(() => (searching ? filterCatalogTree(full, query).tree : full), [full, query, searching]);
  const draggedId = drag?.activeId ?? null;
  const rows = useMemo(() => {
    const open = new Set(searching ? catalogIds(shown) : catalogIds(shown).filter((id) => !collapsed.has(id)));
    // A dragged catalog folds: its rows move with it.
    if (draggedId !== null) open.delete(draggedId);
    return flattenTree(shown, open);
  }, [shown, searching, collapsed, draggedId]);
  const taken = useMemo(() => takenUrls(full), [full]);
  const projection =
    drag && drag.overId !== null ? projectDrop(rows, drag.activeId, drag.overId, drag.offsetX, INDENT) : null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const nameOf = (id: number | string) => findNode(full, Number(id))?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('catalog.dragStart', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('catalog.dragOver', { name: nameOf(active.id), over: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('catalog.dragEnd', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('catalog.dragCancel', { name: nameOf(active.id) }),
  };

  /** Runs a call, shows its success or the server's refusal, and reads the tree again. */
  const run = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      feedback.message.success(success);
      onChanged();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const state = drag;
    setDrag(null);
    if (!state || !over) return;
    const activeId = Number(active.id);
    const overId = Number(over.id);
    const landing = projectDrop(rows, activeId, overId, state.offsetX, INDENT);
    const row = rows.find((r) => r.id === activeId);
    if (!landing || !row) return;
    const ids = siblingOrder(full, rows, activeId, overId, landing.parentId);
    const before = (row.parentId === null ? full : (findNode(full, row.parentId)?.childs ?? [])).map((n) => n.id);
    if (landing.parentId === row.parentId && ids.join() === before.join()) return;
    replace(moveNode(full, activeId, landing.parentId, ids));
    if (landing.parentId !== null) setCollapsed((c) => new Set([...c].filter((id) => id !== landing.parentId)));
    void run(() => sortCatalog({ app_id: app.id, parent_id: landing.parentId, ids }), t('catalog.moved'));
  };

  const confirmDelete = (node: CatalogNode) => {
    void modal.confirm({
      title: t('catalog.confirmDelete', { name: node.name }),
      content: node.childs.length ? t('catalog.confirmDeleteCatalog') : undefined,
      okText: t('catalog.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        run(
          async () => {
            await deleteCatalogEntry(node.id);
            setChecked((c) => new Set([...c].filter((id) => id !== node.id)));
          },
          t('catalog.deleted', { name: node.name }),
        ),
    });
  };

  const menuFor = (row: FlatNode): MenuProps['items'] => {
    const e = row.entry;
    const online = e.status === ONLINE_STATUS.ONLINE;
    const items: MenuProps['items'] = [];
    if (row.isCatalog)
      items.push(
        { key: 'newCatalog', icon: <FolderAddOutlined />, label: t('catalog.newCatalog') },
        { key: 'newPage', icon: <FileAddOutlined />, label: t('catalog.newPage') },
        { type: 'divider' },
      );
    items.push(
      { key: 'rename', icon: <EditOutlined />, label: t('catalog.rename') },
      ...(row.isCatalog ? [] : [{ key: 'edit', icon: <FormOutlined />, label: t('catalog.edit') }]),
      {
        key: 'status',
        icon: online ? <CloudDownloadOutlined /> : <CloudUploadOutlined />,
        label: online ? t('catalog.offline') : t('catalog.online'),
      },
      {
        key: 'show',
        icon: e.is_show ? <EyeInvisibleOutlined /> : <EyeOutlined />,
        label: e.is_show ? t('catalog.hide') : t('catalog.show'),
      },
    );
    if (!row.isCatalog)
      items.push(
        { key: 'charge', icon: <UserOutlined />, label: t('catalog.charge') },
        { key: 'viewers', icon: <TeamOutlined />, label: t('catalog.viewers') },
      );
    items.push(
      { type: 'divider' },
      { key: 'exportTemplate', icon: <ExportOutlined />, label: t('templates.export') },
      ...(row.isCatalog ? [{ key: 'importTemplate', icon: <ImportOutlined />, label: t('templates.import') }] : []),
      { type: 'divider' },
      { key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('catalog.delete') },
    );
    return items;
  };

  const onMenu = (row: FlatNode, key: string) => {
    const e = row.entry;
    switch (key) {
      case 'newCatalog':
      case 'newPage':
        setEntryModal({ kind: 'create', catalogOrPage: key === 'newPage' ? 2 : 1, parent: e });
        return;
      case 'rename':
      case 'edit':
        setEntryModal({ kind: key, entry: e });
        return;
      case 'status': {
        const online = e.status !== ONLINE_STATUS.ONLINE;
        void run(
          () => setCatalogStatus({ id: e.id, status: online ? 1 : 0 }),
          online ? t('catalog.wentOnline', { name: e.name }) : t('catalog.wentOffline', { name: e.name }),
        );
        return;
      }
      case 'show': {
        const show = e.is_show === 0;
        void run(
          () => saveCatalogEntry({ id: e.id, is_show: show ? 1 : 0 }),
          show ? t('catalog.nowShown', { name: e.name }) : t('catalog.nowHidden', { name: e.name }),
        );
        return;
      }
      case 'charge':
        setChargePages([e]);
        return;
      case 'viewers':
        setViewersOf(e);
        return;
      case 'delete':
        confirmDelete(e);
        return;
      case 'exportTemplate':
        void exportTemplate(e.id);
        return;
      case 'importTemplate':
        setImportInto(e);
        return;
    }
  };

  const checkedPages = [...checked].map((id) => findNode(full, id)).filter((n): n is CatalogNode => !!n);

  return (
    <section className="ts-tree-panel" data-testid="catalog-tree" aria-busy={busy}>
      <div className="ts-tree-toolbar">
        <Select
          className="ts-tree-app"
          data-testid="catalog-app"
          aria-label={t('catalog.app')}
          value={app.id}
          onChange={(id: number) => {
            const next = apps.find((a) => a.id === id);
            if (next) {
              setChecked(new Set());
              setSearch('');
              onAppChange(next);
            }
          }}
          options={apps.map((a) => ({ value: a.id, label: a.app_name }))}
          showSearch
          optionFilterProp="label"
        />
        <Tooltip title={t('catalog.reload')}>
          <Button icon={<ReloadOutlined />} aria-label={t('catalog.reload')} onClick={() => void reload()} />
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'catalog', icon: <FolderAddOutlined />, label: t('catalog.newRootCatalog') },
              { key: 'page', icon: <FileAddOutlined />, label: t('catalog.newRootPage') },
            ],
            onClick: ({ key }) =>
              setEntryModal({ kind: 'create', catalogOrPage: key === 'page' ? 2 : 1, parent: null }),
          }}
        >
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="catalog-add"
            aria-label={t('catalog.newCatalog')}
          />
        </Dropdown>
      </div>
      <Input
        className="ts-tree-search"
        data-testid="catalog-search"
        allowClear
        prefix={<SearchOutlined className="ts-muted" />}
        placeholder={t('catalog.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {checkedPages.length > 0 && (
        <div className="ts-tree-batch" data-testid="batch-bar">
          <span>{t('catalog.batchChargeCount', { count: checkedPages.length })}</span>
          <Button size="small" type="link" onClick={() => setChargePages(checkedPages)}>
            {t('catalog.batchCharge')}
          </Button>
          <Button size="small" type="link" onClick={() => setChecked(new Set())}>
            {t('catalog.clearSelection')}
          </Button>
        </div>
      )}
      <div className="ts-tree-body">
        {error ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${t('catalog.loadFailed')}: ${error}`} />
        ) : !tree ? (
          <Spin className="ts-sidebar-spin" />
        ) : rows.length === 0 ? (
          <Empty
            className="ts-menu-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={searching ? t('catalog.noMatch') : t('catalog.empty')}
          />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={{ announcements }}
            onDragStart={({ active }) =>
              setDrag({ activeId: Number(active.id), overId: Number(active.id), offsetX: 0 })
            }
            onDragMove={({ delta }) => setDrag((d) => (d ? { ...d, offsetX: delta.x } : d))}
            onDragOver={({ over }) => setDrag((d) => (d ? { ...d, overId: over ? Number(over.id) : null } : d))}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDrag(null)}
          >
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              <div role="tree" aria-label={app.app_name} className="ts-tree">
                {rows.map((row) => (
                  <TreeRow
                    key={row.id}
                    row={row}
                    depth={drag?.activeId === row.id && projection ? projection.depth : row.depth}
                    query={query}
                    selected={row.id === selectedId}
                    checked={checked.has(row.id)}
                    dragDisabled={searching || busy}
                    menu={menuFor(row)}
                    onMenu={(key) => onMenu(row, key)}
                    onSelect={() => onSelect(row.entry)}
                    onToggle={() =>
                      setCollapsed((c) => {
                        const next = new Set(c);
                        if (next.has(row.id)) next.delete(row.id);
                        else next.add(row.id);
                        return next;
                      })
                    }
                    onCheck={(on) =>
                      setChecked((c) => {
                        const next = new Set(c);
                        if (on) next.add(row.id);
                        else next.delete(row.id);
                        return next;
                      })
                    }
                  />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        )}
      </div>
      <EntryModal
        key={modalKey(entryModal)}
        mode={entryModal}
        appId={app.id}
        appKey={app.app_key}
        tree={full}
        taken={taken}
        onClose={() => setEntryModal(null)}
        onSaved={({ parentId }) => {
          setEntryModal(null);
          if (parentId !== null) setCollapsed((c) => new Set([...c].filter((id) => id !== parentId)));
          onChanged();
          void reload();
        }}
      />
      <ChargeModal
        pages={chargePages}
        onClose={() => setChargePages(null)}
        onSaved={() => {
          if (chargePages && chargePages.length > 1) setChecked(new Set());
          setChargePages(null);
          void reload();
        }}
      />
      <ViewersModal page={viewersOf} onClose={() => setViewersOf(null)} />
      <ImportTemplateDialog
        key={importInto?.id ?? 'none'}
        open={!!importInto}
        appId={app.id}
        entries={full}
        parentId={importInto?.id ?? null}
        onClose={() => setImportInto(null)}
        onImported={() => {
          onChanged();
          void reload();
        }}
      />
    </section>
  );
}
