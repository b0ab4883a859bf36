import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportRenderer } from '@tessera/renderer';
import { reportClient } from '../../api/report';
import { useAppStore } from '../../store';
import { usePageDocument } from './usePageDocument';
import { usePhone } from '../../layout/phone';
import { useServerNow } from '../../lib/serverClock';

/**
 * The live sections of a report page, drawn by the renderer from the page document (drafts in preview mode), with
 * the document call's error in place so the rest of the frame stays usable.
 */
export default function PageSections({ entryId, pageUrl }: { entryId: number; pageUrl: string }) {
  const { t } = useTranslation();
  const preview = useAppStore((s) => s.isPreview);
  const lang = useAppStore((s) => s.lang);
  const doc = usePageDocument(entryId, preview);
  const phone = usePhone();
  // Filters resolve their quick dates once, as they first render: the server's clock must be known by then.
  const now = useServerNow();

  if (doc.status === 'loading' || !now)
    return <Card className="ts-card ts-page-sections-loading" data-testid="page-sections" loading />;
  if (doc.status === 'error') {
    return (
      <Alert
        className="ts-page-sections-error"
        data-testid="page-sections"
        type="error"
        showIcon
        message={t('report.loadFailed')}
        description={doc.message}
      />
    );
  }
  return (
    <div className="ts-page-sections" data-testid="page-sections">
      {preview && (
        <Tag color="processing" className="ts-preview-tag">
          {t('report.preview')}
        </Tag>
      )}
      <ReportRenderer
        page={doc.page}
        client={reportClient}
        preview={preview}
        lang={lang}
        phone={phone}
        now={now}
        pageUrl={pageUrl}
        restingFilters
      />
    </div>
  );
}
