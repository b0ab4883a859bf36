import { useEffect, useState } from 'react';
import { Empty, List, Spin, Tag, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetPageUse } from '@tessera/schema/api';
import { datasetUses } from '../../api/datasets';
import { basePath } from '../../runtime';

/**
 * Pages and the sections on them that use a dataset; a page opens in the viewer, in a new tab (edits stay). A plain
 * link: this list also shows in modals, which live outside the router.
 */
export function PageUses({ pages }: { pages: DatasetPageUse[] }) {
  return (
    <List
      size="small"
      data-testid="dataset-usage"
      dataSource={pages}
      renderItem={(page) => (
        <List.Item>
          <div className="ts-ds-use">
            <span className="ts-ds-use-page">
              <FileTextOutlined />{' '}
              {page.url ? (
                <Typography.Link href={`${basePath()}${page.url.replace(/^\//, '')}`} target="_blank">
                  {page.name}
                </Typography.Link>
              ) : (
                page.name
              )}
            </span>
            <span className="ts-ds-tags">
              {page.sections.map((s) => (
                <Tag key={s.id}>{s.title}</Tag>
              ))}
            </span>
          </div>
        </List.Item>
      )}
    />
  );
}

/** "Used by" of a saved dataset, asked of the server when shown. */
export default function UsageList({ datasetId }: { datasetId?: number }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<DatasetPageUse[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!datasetId) return;
    let live = true;
    datasetUses(datasetId).then(
      (uses) => live && setPages(uses),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, [datasetId]);

  if (!datasetId) return <Empty description={t('datasets.usageUnsaved')} />;
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  if (pages === null) return <Spin />;
  if (pages.length === 0) return <Empty description={t('datasets.usageNone')} />;
  return <PageUses pages={pages} />;
}
