import { Button, Empty } from 'antd';
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
  // Every section shows this until its answer arrives: drawn by the renderer's CSS, not antd's Spin, whose
  // component, style registration and wrappers cost each section of a page on its way to the first paint.
  if (kind === 'loading')
    body = (
      <div className="ts-loading" role="status">
        <span className="ts-loading-dots" aria-hidden="true">
          <i />
          <i />
          <i />
          <i />
        </span>
        <span className="ts-loading-text">{t('common.loading')}</span>
      </div>
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
