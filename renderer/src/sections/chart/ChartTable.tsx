import { Suspense } from 'react';
import SectionStatus from '../../status/SectionStatus';
import { sectionKinds } from '../kind';
import { SECTION_REGISTRY } from '../registry';
import type { SectionViewProps } from '../types';

/**
 * Chart type 0 draws the section's table instead of a chart. When the page already shows the table under the
 * chart (table_config.basic.have_table), nothing more is drawn here, so the table does not appear twice.
 */
export default function ChartTable({ section, scope }: SectionViewProps) {
  if (sectionKinds(section).includes('table')) return null;
  const Table = SECTION_REGISTRY.table;
  return (
    <Suspense fallback={<SectionStatus kind="loading" />}>
      <Table section={section} scope={scope} />
    </Suspense>
  );
}
