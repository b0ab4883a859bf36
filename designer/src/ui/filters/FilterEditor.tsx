import { Form, Select, Tag, Typography } from 'antd';
import type { DatasetColumn } from '@tessera/schema/dsl';
import {
  BELONGING_TO,
  FILTER_TYPES,
  type BelongingTo,
  type FilterType,
  type FilterValueType,
} from '@tessera/schema/dsl';
import { overriddenSections, setFilterType } from '../../commands/filters';
import { useDesigner, useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { FILTER_TYPE_TRAITS, valueTypeOf } from '../../kinds/filter-types';
import { useFilterAt, useFilterEdit } from './context';
import DatepickerEditor from './DatepickerEditor';
import { EnumField, FlagField, SCHEMA_FLAGS, SchemaLabel, TextField } from './fields';
import LinkedEditor from './LinkedEditor';
import OperatorEditor from './OperatorEditor';
import OptionSourceEditor from './OptionSourceEditor';
import RangeEditor from './RangeEditor';
import ValuesEditor from './ValuesEditor';
import type { FilterSources } from './sources';
import FilterNameField from '../translations/FilterNameField';

/** Flags that only mean something for filters with options, or for date pickers. */
const OPTION_FLAGS = new Set(['is_multi', 'is_choose_all_row', 'is_default_select_all', 'is_default_sort']);
const DATE_FLAGS = new Set(['can_delete_time', 'is_comparison']);
const TRIGGERS = ['change', 'click'] as const;

/** The filter key: a field of the section's dataset when it has one, else typed. */
function KeyField({ fields }: { fields: readonly DatasetColumn[] }) {
  const { filter } = useFilterAt();
  const { rekey } = useFilterEdit();
  if (fields.length === 0) return <TextField field="class_en" label="filters.classEn" testId="filter-key" />;
  return (
    <Form.Item label={<SchemaLabel field="class_en" label="filters.classEn" />}>
      <Select<string>
        showSearch
        value={filter.class_en}
        data-testid="filter-key"
        popupMatchSelectWidth={false}
        optionFilterProp="label"
        options={fields.map((f) => ({ value: f.column_key, label: `${f.column_name} (${f.column_key})` }))}
        onChange={(key) => rekey(key)}
      />
    </Form.Item>
  );
}

/** Which sections a global filter overrides: those with a filter of the same key (spec section 4). */
function Overrides() {
  const t = useText();
  const { filter } = useFilterAt();
  const titles = useDesigner((s) => overriddenSections(s.doc, filter).join('\u0000'));
  const list = titles ? titles.split('\u0000') : [];
  return (
    <div className="ts-filter-overrides" data-testid="filter-overrides">
      {list.length === 0 ? (
        <Typography.Text type="secondary">{t('filters.overridesNone')}</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary">{t('filters.overrides')}</Typography.Text>
          {list.map((title) => (
            <Tag key={title}>{title}</Tag>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * Every setting of one filter, grouped as spec section 3 groups them; which groups show follows the filter type's
 * traits (kinds/filter-types.ts). Plain fields come from the schema (enums, defaults, help); operators, date
 * picker, option source, link, range and values have editors of their own.
 */
export default function FilterEditor({
  fields,
  sources,
}: {
  fields: readonly DatasetColumn[];
  sources?: FilterSources;
}) {
  const t = useText();
  const store = useDesignerStore();
  const { filter, scope, index } = useFilterAt();
  const { change } = useFilterEdit();
  const type = filter.type ?? 'select';
  const traits = FILTER_TYPE_TRAITS[type];
  const flags = SCHEMA_FLAGS.filter(
    (f) => (traits.options || !OPTION_FLAGS.has(f)) && (traits.datepicker || !DATE_FLAGS.has(f)),
  );
  return (
    <Form layout="vertical" size="small" className="ts-filter-editor" data-testid="filter-editor">
      {scope === 'global' && <Overrides />}
      <FilterNameField />
      <KeyField fields={fields} />
      <EnumField<FilterType>
        field="type"
        label="filters.type"
        values={FILTER_TYPES}
        text={(v) => `filters.type_${v}`}
        testId="filter-type"
        value={type}
        onPick={(v) => setFilterType(store, scope, index, v)}
      />
      {traits.valueTypes.length > 1 && (
        <EnumField<FilterValueType>
          field="filter_type"
          label="filters.filterType"
          values={traits.valueTypes}
          text={(v) => `filters.valueType_${v}`}
          testId="filter-value-type"
          value={valueTypeOf(filter)}
          onPick={(v) =>
            change('filters.filterType', (d) => {
              d.filter_type = v;
              d.where_type = v === 'date' ? 'one_day' : 'eq';
            })
          }
        />
      )}
      <EnumField<BelongingTo>
        field="belonging_to"
        label="filters.belongingTo"
        values={BELONGING_TO}
        text={(v) => `filters.belonging_${v}`}
        testId="filter-belonging"
        value={filter.belonging_to ?? 'search'}
        onPick={(v) => change('filters.belongingTo', (d) => void (d.belonging_to = v))}
      />
      <EnumField<(typeof TRIGGERS)[number]>
        field="trigger"
        label="filters.trigger"
        values={TRIGGERS}
        text={(v) => `filters.trigger_${v}`}
        testId="filter-trigger"
        value={(filter.trigger as (typeof TRIGGERS)[number] | undefined) ?? 'change'}
        onPick={(v) => change('filters.trigger', (d) => void (d.trigger = v))}
      />
      <OperatorEditor />
      {traits.datepicker && <DatepickerEditor />}
      {traits.options && <OptionSourceEditor sources={sources} />}
      {traits.linkable && <LinkedEditor />}
      {traits.range && <RangeEditor />}
      <ValuesEditor />
      <div className="ts-designer-subtitle">{t('filters.flags')}</div>
      {flags.map((f) => (
        <FlagField key={f} field={f} />
      ))}
    </Form>
  );
}
