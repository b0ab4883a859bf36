import { Collapse } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { useDatasetFields, type DatasetSource } from '../../datasets/source';
import { useDesigner, useSection } from '../../edit/hooks';
import { useText } from '../../i18n';
import FilterList from './FilterList';
import type { FilterSources } from './sources';
import './filters.css';

interface FiltersPanelProps {
  lang: Lang;
  datasets?: DatasetSource;
  sources?: FilterSources;
}

const NO_FIELDS: never[] = [];
/** Without the host's datasets there are no fields to offer: keys are typed. */
const NO_DATASETS: DatasetSource = { list: () => Promise.resolve([]), fields: () => Promise.resolve([]) };

function SectionFilters({ id, lang, datasets, sources }: FiltersPanelProps & { id: string }) {
  const section = useSection(id);
  const datasetId = typeof section?.data_set_id === 'number' ? section.data_set_id : undefined;
  const loaded = useDatasetFields(datasets ?? NO_DATASETS, datasetId);
  const fields = loaded?.status === 'ready' ? loaded.value : NO_FIELDS;
  return <FilterList scope={{ section: id }} lang={lang} fields={fields} sources={sources} testId="section-filters" />;
}

/** The filters of the selected section and the page's global filters, each list with its editors. */
export default function FiltersPanel(props: FiltersPanelProps) {
  const t = useText();
  const selected = useDesigner((s) => s.selection[0] ?? null);
  return (
    <Collapse
      size="small"
      className="ts-filters-panel"
      defaultActiveKey={['section', 'global']}
      data-testid="filters-panel"
      items={[
        {
          key: 'section',
          label: t('filters.sectionTitle'),
          children: selected ? (
            <SectionFilters key={selected} id={selected} {...props} />
          ) : (
            <div className="ts-filter-hint">{t('filters.pickSection')}</div>
          ),
        },
        {
          key: 'global',
          label: t('filters.globalTitle'),
          children: (
            <FilterList
              scope="global"
              lang={props.lang}
              fields={NO_FIELDS}
              sources={props.sources}
              testId="global-filters"
            />
          ),
        },
      ]}
    />
  );
}
