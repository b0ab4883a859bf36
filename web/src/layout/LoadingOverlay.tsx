import { useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import Logo from './Logo';

/** Full-page overlay while the app initialises; it hides the page scroll while shown. */
export default function LoadingOverlay() {
  const { t } = useTranslation();
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <div className="ts-overlay" data-testid="loading-overlay" role="status" aria-live="polite">
      <div className="ts-overlay-inner">
        <Logo size={40} />
        <Spin size="large" />
        <span className="ts-overlay-text">{t('init.loading')}</span>
      </div>
    </div>
  );
}
