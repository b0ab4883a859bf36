import { Card, Tag, Typography } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  DotChartOutlined,
  FilterOutlined,
  FunnelPlotOutlined,
  LineChartOutlined,
  PieChartOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '@tessera/schema';
import { sectionKind, visibleFilterNames, type SectionKind } from './sectionKind';

const ICONS: Record<SectionKind, ReactNode> = {
  table: <TableOutlined />,
  card: <AppstoreOutlined />,
  line: <LineChartOutlined />,
  bar: <BarChartOutlined />,
  pie: <PieChartOutlined />,
  lineBar: <DotChartOutlined />,
  funnel: <FunnelPlotOutlined />,
};

/**
 * One section as a factual outline — title, kind, filter names — until the renderer draws it. Deliberately no
 * placeholder numbers or fake charts: what is shown is what the page document holds.
 */
export default function SectionOutline({ section }: { section: Section }) {
  const { t } = useTranslation();
  const kind = sectionKind(section);
  const filters = visibleFilterNames(section);
  return (
    <Card
      className="ts-card ts-section-outline"
      size="small"
      data-testid="page-section"
      data-kind={kind}
      title={section.title}
      extra={
        <Tag icon={ICONS[kind]} color="geekblue" className="ts-section-kind">
          {t(`report.kind.${kind}`)}
        </Tag>
      }
    >
      <div className="ts-section-filters">
        <Typography.Text type="secondary" className="ts-section-filters-label">
          <FilterOutlined /> {t('report.filters')}
        </Typography.Text>
        {filters.length > 0 ? filters.map((name, i) => <Tag key={`${i}-${name}`}>{name}</Tag>) : <Typography.Text type="secondary">{t('report.noFilters')}</Typography.Text>}
      </div>
    </Card>
  );
}
