import { useMemo, useState, type ReactNode } from 'react';
import { Empty, Menu, Tag, type MenuProps } from 'antd';
import { FileTextOutlined, FolderOpenOutlined, FolderOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUS, type Entry } from '@tessera/schema/api';
import { isCatalogEntry } from '@tessera/schema/rules';
import { filterTree, findEntryByUrl, initiallyOpenIds, splitMatch } from '../menu/tree';
import { useAppStore } from '../store';
import { DangerPageIcon, EmptyFolderIcon } from './icons';
import { useContentNames } from '../lib/contentLang';

type MenuItem = NonNullable<MenuProps['items']>[number];

const catalogKey = (id: number) => `c${id}`;
const pageKey = (id: number) => `p${id}`;

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

/** The sidebar menu: catalogs (folder / empty-folder icons) and pages, filtered by the search query. */
export default function MenuTree({ entries, query }: { entries: Entry[]; query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAdmin = useAppStore((s) => !!s.user?.is_admin);
  const { entryName } = useContentNames();
  const searching = query.trim() !== '';
  const filtered = useMemo(() => filterTree(entries, query), [entries, query]);

  const current = useMemo(() => findEntryByUrl(entries, pathname), [entries, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const ids = new Set(initiallyOpenIds(entries));
    for (const a of current?.ancestors ?? []) ids.add(a.id);
    return [...ids].map(catalogKey);
  });
  // Keep the catalogs of the open page expanded when it is reached from elsewhere (home, links): adjusted while
  // rendering, as soon as the page changes.
  const [expandedFor, setExpandedFor] = useState(current);
  if (expandedFor !== current) {
    setExpandedFor(current);
    if (current) {
      setOpenKeys((keys) => {
        const missing = current.ancestors.map((a) => catalogKey(a.id)).filter((k) => !keys.includes(k));
        return missing.length ? [...keys, ...missing] : keys;
      });
    }
  }

  const [searchKeys, setSearchKeys] = useState<{ query: string; keys: string[] }>({ query: '', keys: [] });
  const effectiveSearchKeys = searchKeys.query === query ? searchKeys.keys : filtered.openIds.map(catalogKey);
  const activeOpenKeys = searching ? effectiveSearchKeys : openKeys;

  const { items, urls } = useMemo(() => {
    const urls = new Map<string, string>();
    const label = (e: Entry, extra?: ReactNode) => (
      <span className="ts-menu-label" title={entryName(e)}>
        <span className="ts-menu-name">
          <Highlight text={entryName(e)} query={query} />
        </span>
        {extra}
      </span>
    );
    const build = (list: Entry[]): MenuItem[] =>
      list.map((e): MenuItem => {
        const flags = isAdmin ? (
          <>
            {e.status === ONLINE_STATUS.OFFLINE && (
              <Tag className="ts-menu-tag" color="default">
                {t('sidebar.offline')}
              </Tag>
            )}
            {e.is_show === 0 && (
              <Tag className="ts-menu-tag" color="warning">
                {t('sidebar.hidden')}
              </Tag>
            )}
          </>
        ) : null;
        if (isCatalogEntry(e)) {
          const key = catalogKey(e.id);
          if (!e.childs?.length) {
            return {
              key,
              icon: <EmptyFolderIcon className="ts-muted" />,
              label: label(e, flags),
              disabled: true,
              title: t('sidebar.emptyCatalog'),
            };
          }
          const open = activeOpenKeys.includes(key);
          return {
            key,
            icon: open ? <FolderOpenOutlined /> : <FolderOutlined />,
            label: label(e, flags),
            children: build(e.childs),
          };
        }
        const key = pageKey(e.id);
        if (e.url) urls.set(key, e.url);
        const levelA =
          e.data_level === 'A' ? (
            <span className="ts-level-a" title={t('sidebar.levelA')}>
              A
            </span>
          ) : null;
        return {
          key,
          icon: e.data_level === 'A' ? <DangerPageIcon /> : <FileTextOutlined />,
          label: label(
            e,
            <>
              {levelA}
              {flags}
            </>,
          ),
          className: e.data_level === 'A' ? 'ts-menu-level-a' : undefined,
        };
      });
    return { items: build(filtered.tree), urls };
  }, [filtered.tree, query, isAdmin, t, activeOpenKeys, entryName]);

  if (entries.length === 0)
    return <Empty className="ts-menu-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sidebar.empty')} />;
  if (searching && filtered.tree.length === 0)
    return <Empty className="ts-menu-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sidebar.noMatch')} />;

  return (
    <Menu
      className="ts-menu"
      mode="inline"
      inlineIndent={14}
      items={items}
      openKeys={activeOpenKeys}
      onOpenChange={(keys) => (searching ? setSearchKeys({ query, keys }) : setOpenKeys(keys))}
      selectedKeys={current ? [pageKey(current.entry.id)] : []}
      onClick={({ key }) => {
        const url = urls.get(key);
        if (url && url !== pathname) void navigate(url);
      }}
    />
  );
}
