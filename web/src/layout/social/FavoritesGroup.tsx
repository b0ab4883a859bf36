import { useState } from 'react';
import { DownOutlined, FileTextOutlined, StarFilled, UpOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store';
import { useContentNames } from '../../lib/contentLang';

/**
 * "My favourites", the first group of the sidebar: the current app's starred pages the user may open, in the order
 * starred. Filled by the start-up answer and by the star; it follows the page's id, so a moved page keeps its place.
 * Plain links rather than a second antd Menu: two inline menus in one sidebar made the app-switch panel above them
 * close by itself when the page was re-laid out (a full-page screenshot did it every time).
 */
export default function FavoritesGroup() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const favorites = useAppStore((s) => s.favorites);
  const { entryName } = useContentNames();
  const [open, setOpen] = useState(true);

  return (
    <nav className="ts-favorites" data-testid="favorites-group" aria-label={t('favorites.group')}>
      <button type="button" className="ts-favorites-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <StarFilled className="ts-favorites-icon" />
        <span className="ts-favorites-title">{t('favorites.group')}</span>
        {favorites.length > 0 && <span className="ts-muted ts-small">{favorites.length}</span>}
        {open ? <UpOutlined className="ts-favorites-arrow" /> : <DownOutlined className="ts-favorites-arrow" />}
      </button>
      {open &&
        (favorites.length > 0 ? (
          <ul className="ts-favorites-list">
            {favorites.map((f) => (
              <li key={f.entry_id}>
                <Link
                  to={f.url}
                  title={entryName(f)}
                  className={f.url === pathname ? 'ts-favorites-link ts-favorites-link-on' : 'ts-favorites-link'}
                  aria-current={f.url === pathname ? 'page' : undefined}
                >
                  <FileTextOutlined />
                  <span className="ts-ellipsis">{entryName(f)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="ts-favorites-empty ts-muted ts-small">{t('favorites.empty')}</div>
        ))}
    </nav>
  );
}
