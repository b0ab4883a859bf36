import { Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkbenchCounts } from '@tessera/schema/api';

/** The install at a glance: connections, datasets, pages online and offline, select options. */
export default function OverviewFigures({ counts }: { counts: WorkbenchCounts | null }) {
  const { t } = useTranslation();
  const figures: { key: string; title: string; value: number | undefined }[] = [
    { key: 'connections', title: t('overview.connections'), value: counts?.connections },
    { key: 'datasets', title: t('overview.datasets'), value: counts?.datasets },
    { key: 'pages-online', title: t('overview.pagesOnline'), value: counts?.pages_online },
    { key: 'pages-offline', title: t('overview.pagesOffline'), value: counts?.pages_offline },
    { key: 'options', title: t('overview.options'), value: counts?.global_selects },
  ];
  return (
    <section className="ts-overview" aria-label={t('overview.figures')} data-testid="workbench-figures">
      {figures.map((f) => (
        <Card key={f.key} size="small" className="ts-overview-figure" data-testid={`figure-${f.key}`}>
          {f.value === undefined ? (
            <Skeleton active paragraph={false} title={{ width: '60%' }} />
          ) : (
            <Statistic title={f.title} value={f.value} />
          )}
        </Card>
      ))}
    </section>
  );
}
