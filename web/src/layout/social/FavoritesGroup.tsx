import { Menu } from 'antd';
import { FileTextOutlined, StarFilled } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store';
import { useContentNames } from '../../lib/contentLang';

const GROUP_KEY = 'favorites';
const itemKey = (entryId: number) => `f${entryId}`;

/**
 * "My favourites", the first group of the sidebar: the current app's starred pages the user may open, in the order
 * starred. Filled by the start-up answer and by the star; it follows the page's id, so a moved page keeps its place.
 */
export default function FavoritesGroup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const favorites = useAppStore((s) => s.favorites);
  const { entryName } = useContentNames();
  const current = favorites.find((f) => f.url === pathname);

  return (
    <Menu
      className="ts-menu ts-favorites"
      data-testid="favorites-group"
      mode="inline"
      inlineIndent={14}
      defaultOpenKeys={[GROUP_KEY]}
      selectedKeys={current ? [itemKey(current.entry_id)] : []}
      onClick={({ key }) => {
        const url = favorites.find((f) => itemKey(f.entry_id) === key)?.url;
        if (url && url !== pathname) void navigate(url);
      }}
      items={[
        {
          key: GROUP_KEY,
          icon: <StarFilled className="ts-favorites-icon" />,
          label: (
            <span className="ts-menu-label">
              <span className="ts-menu-name">{t('favorites.group')}</span>
              {favorites.length > 0 && <span className="ts-muted ts-small">{favorites.length}</span>}
            </span>
          ),
          children:
            favorites.length > 0
              ? favorites.map((f) => ({
                  key: itemKey(f.entry_id),
                  icon: <FileTextOutlined />,
                  label: (
                    <span className="ts-menu-label" title={entryName(f)}>
                      <span className="ts-menu-name">{entryName(f)}</span>
                    </span>
                  ),
                }))
              : [
                  {
                    key: 'empty',
                    disabled: true,
                    className: 'ts-favorites-empty',
                    label: <span className="ts-muted ts-small">{t('favorites.empty')}</span>,
                  },
                ],
        },
      ]}
    />
  );
}
