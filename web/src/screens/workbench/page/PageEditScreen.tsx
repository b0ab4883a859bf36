import { useState } from 'react';
import { Button, Card, Empty, Select, Space, Tabs, Typography } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../store';
import ExportTemplateButton from '../templates/ExportTemplateButton';
import ImportTemplateDialog from '../templates/ImportTemplateDialog';
import { pageOptions } from '../templates/entryOptions';
import { usePageTabs } from './usePageTabs';

function PageTabs({ pageId }: { pageId: number }) {
  return <Tabs items={usePageTabs(pageId)} data-testid="page-tabs" />;
}

/**
 * `/admin/page/:pageId`: a page's JSON draft and versions on a route of their own, with template export and import,
 * until the workbench's page pane and catalog tree host them.
 */
export default function PageEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const pageId = Number(params.pageId) || null;
  const entries = useAppStore((s) => s.entries);
  const appId = useAppStore((s) => s.currentApp?.id ?? null);
  const [importing, setImporting] = useState(false);
  const [imports, setImports] = useState(0);
  const options = pageOptions(entries);

  return (
    <div style={{ padding: '16px 24px 24px' }} data-testid="page-edit-screen">
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('pageEdit.title')}
        </Typography.Title>
        <Select<number>
          showSearch
          style={{ width: 420 }}
          placeholder={t('pageEdit.pickPagePlaceholder')}
          value={pageId ?? undefined}
          optionFilterProp="search"
          options={options.map((o) => ({ value: o.value, label: o.label, search: `${o.label} ${o.url}` }))}
          onChange={(id) => void navigate(`/admin/page/${id}`)}
          aria-label={t('pageEdit.pickPage')}
          data-testid="page-picker"
        />
        {pageId && <ExportTemplateButton entryId={pageId} data-testid="template-export" />}
        {appId && (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="template-import-open">
            {t('templates.import')}
          </Button>
        )}
      </Space>
      <Card>{pageId ? <PageTabs key={pageId} pageId={pageId} /> : <Empty description={t('pageEdit.noPage')} />}</Card>
      {appId && (
        <ImportTemplateDialog
          key={imports}
          open={importing}
          appId={appId}
          entries={entries}
          parentId={null}
          onClose={() => {
            setImporting(false);
            setImports((n) => n + 1);
          }}
          onImported={() => undefined}
        />
      )}
    </div>
  );
}
