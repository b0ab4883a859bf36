import { lazy, Suspense, useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './social.css';

const FeedbackModal = lazy(() => import('./FeedbackModal'));

/**
 * The floating feedback button of every page. It sits in a gutter the shell keeps free at the right edge (at the
 * bottom on a phone), so it never covers a table's pager or any other control.
 */
export default function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ts-feedback-btn"
        data-testid="feedback-button"
        title={t('feedback.title')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MessageOutlined />
        <span className="ts-feedback-btn-text">{t('feedback.button')}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
