import { Alert, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import SectionOutline from './SectionOutline';
import { usePageDocument } from './usePageDocument';

/**
 * The section area of a report page: the outline of each online section, the empty state when the page has none,
 * and the call's error in place (the rest of the frame stays usable).
 */
export default function PageSections({ entryId }: { entryId: number }) {
  const { t } = useTranslation();
  const doc = usePageDocument(entryId);

  if (doc.status === 'loading') return <Card className="ts-card ts-page-sections-loading" data-testid="page-sections" loading />;
  if (doc.status === 'error') {
    return <Alert className="ts-page-sections-error" data-testid="page-sections" type="error" showIcon message={t('report.loadFailed')} description={doc.message} />;
  }
  const { sections } = doc.page;
  if (sections.length === 0) {
    return (
      <Card className="ts-card ts-page-sections" data-testid="page-sections">
        <Empty description={t('report.noSections')} />
      </Card>
    );
  }
  return (
    <div className="ts-page-outline" data-testid="page-sections">
      <Alert className="ts-page-outline-note" type="info" showIcon message={t('report.outlineNote')} />
      <div className="ts-section-grid">
        {sections.map((section) => (
          <SectionOutline key={String(section.id)} section={section} />
        ))}
      </div>
    </div>
  );
}
