import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES modules: through `antd/locale/*` (CommonJS) the production bundle lost the nested locale parts (Empty,
// Pagination and the rest fell back to English).
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { useAppStore } from '../store';
import { setFeedback } from '../lib/feedback';
import { useReducedMotion } from '../lib/useReducedMotion';
import { theme } from './theme';
import UpdateModal from './UpdateModal';

/** Hands antd's contextual message/notification to code outside React. */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => {
    setFeedback({ message, notification });
    return () => setFeedback(null);
  }, [message, notification]);
  return null;
}

/**
 * antd theme and locale (following the global `lang`), feedback bridge and the system-update modal. antd's motion
 * is off for people whose system asks for reduced motion (the report renderer's provider inherits the theme).
 */
export default function Providers({ children }: { children: ReactNode }) {
  const lang = useAppStore((s) => s.lang);
  const reducedMotion = useReducedMotion();
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={themed}>
      <AntApp>
        <FeedbackBridge />
        {children}
        <UpdateModal />
      </AntApp>
    </ConfigProvider>
  );
}
