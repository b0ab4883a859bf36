import { Card } from 'antd';
import { FilterBar, type FilterScope } from '../filters';
import { useText } from '../i18n';

/** The page's global filters, above the sections; nothing when the page has none shown. */
export default function GlobalFilters({ scope }: { scope: FilterScope }) {
  const t = useText();
  if (!scope.filters.some((f) => f.is_show !== 0)) return null;
  return (
    <Card className="ts-global-filters" size="small" title={t('common.globalFilters')} data-testid="global-filters">
      <FilterBar scope={scope} placement="search" />
    </Card>
  );
}
