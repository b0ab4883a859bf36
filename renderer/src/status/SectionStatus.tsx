import { Button, Empty, Spin } from 'antd';
import { useText } from '../i18n';
import StatusNotice from './StatusNotice';

export type StatusKind = 'loading' | 'notLoaded' | 'empty' | 'noData' | 'error';

export interface SectionStatusProps {
  kind: StatusKind;
  /** The error's own message (error state). */
  message?: string | null;
  /** Retry (error) or first query (notLoaded). */
  onAction?: () => void;
  /** Keeps the section's height while it has nothing to show. */
  minHeight?: number;
}

/** The states a section shows instead of its data, with the spec's texts (section 8). */
export default function SectionStatus({ kind, message, onAction, minHeight = 160 }: SectionStatusProps) {
  const t = useText();
  const style = { minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  let body;
  if (kind === 'loading')
    body = (
      <Spin tip={t('common.loading')}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    );
  else if (kind === 'error') {
    body = (
      <StatusNotice
        title={t('common.error')}
        detail={message}
        action={onAction && <Button onClick={onAction}>{t('common.retry')}</Button>}
      />
    );
  } else if (kind === 'notLoaded') {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.notLoaded')}>
        {onAction && (
          <Button type="primary" onClick={onAction}>
            {t('common.load')}
          </Button>
        )}
      </Empty>
    );
  } else
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(kind === 'empty' ? 'common.empty' : 'common.noData')}
      />
    );
  return (
    <div
      className={`ts-section-status ts-section-status-${kind}`}
      data-testid="section-status"
      data-status={kind}
      style={style}
    >
      {body}
    </div>
  );
}
