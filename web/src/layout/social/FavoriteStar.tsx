import { useState } from 'react';
import { Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@tessera/schema/api';
import { deleteFavorite, saveFavorite } from '../../api/social';
import { feedback } from '../../lib/feedback';
import { useAppStore } from '../../store';

/** The star beside a page's title: adds the page to "My favourites" or takes it away. */
export default function FavoriteStar({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const starred = useAppStore((s) => s.favorites.some((f) => f.entry_id === entry.id));
  const [busy, setBusy] = useState(false);
  const label = starred ? t('favorites.remove') : t('favorites.add');

  const toggle = async () => {
    setBusy(true);
    try {
      if (starred) {
        await deleteFavorite(entry.id);
        const { favorites, set } = useAppStore.getState();
        set({ favorites: favorites.filter((f) => f.entry_id !== entry.id) });
        feedback.message.success(t('favorites.removed'));
      } else {
        const item = await saveFavorite(entry.id);
        const { favorites, set } = useAppStore.getState();
        if (item && !favorites.some((f) => f.entry_id === item.entry_id)) set({ favorites: [...favorites, item] });
        feedback.message.success(t('favorites.added'));
      }
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={label}>
      <button
        type="button"
        className={starred ? 'ts-icon-btn ts-star ts-star-on' : 'ts-icon-btn ts-star'}
        data-testid="favorite-star"
        aria-pressed={starred}
        aria-label={label}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {starred ? <StarFilled /> : <StarOutlined />}
      </button>
    </Tooltip>
  );
}
