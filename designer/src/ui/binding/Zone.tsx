import { Button, Select, Tooltip } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import {
  AGGREGATES,
  DEFAULT_SORTS,
  FORMATTERS,
  type BuilderColumn,
  type DatasetColumn,
  type Section,
} from '@tessera/schema/dsl';
import { SORT_TEXT, cycleSort, removeField, setAggregate, setFormatter, zoneColumns } from '../../commands/fields';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import type { Lang } from '@tessera/schema/rules';
import { ZoneList, type ZoneRole } from '../../binding';

const SORT_ICON = {
  [DEFAULT_SORTS.NONE]: null,
  [DEFAULT_SORTS.ASC]: <SortAscendingOutlined />,
  [DEFAULT_SORTS.DESC]: <SortDescendingOutlined />,
};

/** An indicator's own settings: aggregate, formatter and default sort (none → asc → desc, by clicks). */
function IndicatorSettings({ sectionId, column }: { sectionId: string; column: BuilderColumn }) {
  const t = useText();
  const store = useDesignerStore();
  const key = column.column_key;
  const sort = column.default_sort ?? DEFAULT_SORTS.NONE;
  return (
    <div className="ts-designer-indicator">
      <Select
        size="small"
        aria-label={t('data.aggregate')}
        value={column.aggregate ?? AGGREGATES[0]}
        options={AGGREGATES.map((a) => ({ value: a, label: a }))}
        onChange={(value) => setAggregate(store, sectionId, key, value)}
        popupMatchSelectWidth={false}
        data-testid={`aggregate-${key}`}
      />
      <Select
        size="small"
        aria-label={t('data.formatter')}
        value={column.formatter ?? 'thousands_point'}
        options={FORMATTERS.map((f) => ({ value: f, label: t(`formatters.${f}`) }))}
        onChange={(value) => setFormatter(store, sectionId, key, value)}
        popupMatchSelectWidth={false}
        data-testid={`formatter-${key}`}
      />
      <Tooltip title={t('data.sort')}>
        <Button
          size="small"
          icon={SORT_ICON[sort]}
          onClick={() => cycleSort(store, sectionId, key)}
          data-testid={`sort-${key}`}
        >
          {t(SORT_TEXT[sort])}
        </Button>
      </Tooltip>
    </div>
  );
}

interface ZoneProps {
  section: Section;
  role: ZoneRole;
  fields: readonly DatasetColumn[];
  /** The last drop here was refused: the spec's sentence, shown where the field was let go. */
  refusal: string | null;
  lang: Lang;
}

/** A drop zone of the section: the shared zone over the section's columns, with an indicator's own settings. */
export default function Zone({ section, role, fields, refusal, lang }: ZoneProps) {
  const store = useDesignerStore();
  const sectionId = String(section.id);
  return (
    <ZoneList
      role={role}
      columns={zoneColumns(section, role)}
      fields={fields}
      refusal={refusal}
      lang={lang}
      onRemove={(key) => removeField(store, sectionId, key)}
      settings={(column) => (role === 'indicator' ? <IndicatorSettings sectionId={sectionId} column={column} /> : null)}
    />
  );
}
