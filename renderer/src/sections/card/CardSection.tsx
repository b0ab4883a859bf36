import { useMemo } from 'react';
import SectionStatus from '../../status/SectionStatus';
import { bodyStatus } from '../chart/bodyStatus';
import { useBuildWarnings } from '../chart/useBuildWarnings';
import type { SectionViewProps } from '../types';
import { useSectionData } from '../useSectionData';
import { buildCardItems, cardSource } from './cardItems';
import CardGrid from './CardGrid';

/**
 * A card section (show_type card): one query, one card per shown card_info_models entry, each the summary of its
 * indicator over every row (or the single value its filters pick), formatted, with its comparison.
 */
export default function CardSection({ section, scope }: SectionViewProps) {
  const data = useSectionData(section, scope);
  const source = useMemo(() => cardSource(section), [section]);
  const built = useMemo(
    () => (data.data ? buildCardItems(source, data.data.rows, data.data.columns) : null),
    [source, data.data],
  );
  useBuildWarnings(built?.warnings);

  const status = bodyStatus(data, (built?.items.length ?? 0) > 0);
  return (
    <div className="ts-card-section" data-testid="section-card">
      {scope.renderFilters('table')}
      {status ? (
        <SectionStatus kind={status} message={data.error} onAction={data.reload} />
      ) : (
        <CardGrid items={built?.items ?? []} loading={data.status === 'loading'} />
      )}
    </div>
  );
}
