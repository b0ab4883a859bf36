import type { AppInfo } from '@tessera/schema/api';
import { useContentNames } from '../lib/contentLang';

const COLORS = ['#2f54eb', '#13a8a8', '#722ed1', '#fa8c16', '#eb2f96', '#52c41a', '#1677ff', '#faad14'];

/** App icon: its image, or the initial of its name as shown (the language's) on a colour picked from the app key. */
export default function AppAvatar({
  app,
  size = 32,
}: {
  app: Pick<AppInfo, 'app_name' | 'app_name_en' | 'app_key' | 'image_url'>;
  size?: number;
}) {
  const { appName } = useContentNames();
  const style = { width: size, height: size, borderRadius: Math.round(size / 4), fontSize: Math.round(size * 0.45) };
  if (app.image_url) return <img className="ts-app-avatar" src={app.image_url} alt="" style={style} />;
  let hash = 0;
  for (const ch of app.app_key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span className="ts-app-avatar" aria-hidden="true" style={{ ...style, background: COLORS[hash % COLORS.length] }}>
      {Array.from(appName(app))[0] ?? '?'}
    </span>
  );
}
