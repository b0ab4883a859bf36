import { appList } from '../../../api/apps';
import { useAppStore } from '../../../store';

/** After an app changed: the switcher's list and the current app's record (name, image) follow. */
export async function refreshApps(): Promise<void> {
  const apps = (await appList()) ?? [];
  const { currentApp, set } = useAppStore.getState();
  const current = apps.find((a) => a.id === currentApp?.id);
  set({ apps, ...(current ? { currentApp: current } : {}) });
}
