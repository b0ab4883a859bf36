import { createElement, Suspense } from 'react';
import { Card, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { Section } from '@tessera/schema/dsl';
import { FilterBar, type FilterScope } from '../filters';
import { sectionKinds } from '../sections/kind';
import { SECTION_REGISTRY } from '../sections/registry';
import SectionStatus from '../status/SectionStatus';
import SectionBoundary from './SectionBoundary';
import { useSectionScope } from './useSectionScope';

/** One section: title and tips, its search-bar filters, then its bodies (chart, table or cards), each lazily loaded. */
export default function SectionFrame({ section, global }: { section: Section; global: FilterScope }) {
  const { scope, filters, overrides, waiting, load } = useSectionScope(section, global);
  const tips = section.table_config?.basic?.tips;
  const title = (
    <span className="ts-section-title">
      {section.title}
      {tips && (
        <Tooltip title={tips}>
          <InfoCircleOutlined className="ts-section-tips" />
        </Tooltip>
      )}
    </span>
  );
  return (
    <Card className="ts-section" size="small" title={title} data-testid="section" data-section-id={String(section.id)}>
      <FilterBar scope={filters} placement="search" overrides={overrides} />
      {waiting ? (
        <SectionStatus kind="notLoaded" onAction={load} />
      ) : (
        sectionKinds(section).map((kind) => (
          <SectionBoundary key={kind}>
            <Suspense fallback={<SectionStatus kind="loading" />}>
              {createElement(SECTION_REGISTRY[kind], { section, scope })}
            </Suspense>
          </SectionBoundary>
        ))
      )}
    </Card>
  );
}
