import { create } from 'zustand';
import type { Entry } from '@tessera/schema/api';
import { adminAppList } from '../../api/apps';
import { siteEntries } from '../../api/entries';
import { commonApp, workbenchEntries } from '../../menu/workbench';
import { useAppStore } from '../../store';

/** One item of the workbench sidebar: a child of the /config entry, or a built-in screen before it is seeded. */
export interface WorkbenchItem {
  id: number;
  name: string;
  url: string;
  /** The built-in items are named by the web texts (workbench.<nameKey>). */
  nameKey?: BuiltInNameKey;
  entry: Entry | null;
}

type BuiltInNameKey = 'configTitle' | 'binTitle' | 'usersTitle';

/** The admin screens every install has: shown when the common app carries no /config entry yet. */
export const BUILT_IN_ITEMS: readonly WorkbenchItem[] = [
  { id: -1, name: '', url: '/admin/config', nameKey: 'configTitle', entry: null },
  { id: -2, name: '', url: '/admin/recycleBin', nameKey: 'binTitle', entry: null },
  { id: -3, name: '', url: '/user/user', nameKey: 'usersTitle', entry: null },
];

interface WorkbenchState {
  /** null until loaded; `fromMenu` false when the built-in items stand in for a missing /config entry. */
  items: WorkbenchItem[] | null;
  fromMenu: boolean;
  commonAppId: number | null;
  error: string | null;
}

export const useWorkbenchStore = create<WorkbenchState>()(() => ({
  items: null,
  fromMenu: false,
  commonAppId: null,
  error: null,
}));

let loading: Promise<WorkbenchItem[]> | null = null;

async function findCommonAppId(): Promise<number | null> {
  const known = commonApp(useAppStore.getState().apps);
  if (known) return known.id;
  return commonApp((await adminAppList()) ?? [])?.id ?? null;
}

async function load(): Promise<WorkbenchItem[]> {
  try {
    const commonAppId = await findCommonAppId();
    const menu = commonAppId ? ((await siteEntries(commonAppId)) ?? []) : [];
    const entries = workbenchEntries(menu);
    const items = entries
      ? entries.map((e) => ({ id: e.id, name: e.name, url: e.url ?? '', entry: e }))
      : [...BUILT_IN_ITEMS];
    useWorkbenchStore.setState({ items, fromMenu: entries !== null, commonAppId, error: null });
    return items;
  } catch (err) {
    useWorkbenchStore.setState({ items: [...BUILT_IN_ITEMS], fromMenu: false, error: (err as Error).message });
    return [...BUILT_IN_ITEMS];
  } finally {
    loading = null;
  }
}

/** The workbench entries, loaded once per session (again after `reloadWorkbenchEntries`). */
export function loadWorkbenchEntries(): Promise<WorkbenchItem[]> {
  const { items } = useWorkbenchStore.getState();
  if (items) return Promise.resolve(items);
  loading ??= load();
  return loading;
}

/** The /config entry was edited (it is edited like any entry): read it again. */
export function reloadWorkbenchEntries(): Promise<WorkbenchItem[]> {
  loading ??= load();
  return loading;
}
