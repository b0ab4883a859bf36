import { Form, Input, Select } from 'antd';
import { NAME_WAYS, type Filter, type NameWay } from '@tessera/schema/dsl';
import { isFlagOn } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import { FILTER_TYPE_TRAITS, valueTypeOf } from '../../kinds/filter-types';
import { useFilterAt, useFilterEdit } from './context';
import { EnumField, SchemaLabel } from './fields';

type Value = string | number;

/** A value as typed: a number for a filter that compares numbers (indicator), else the text. */
export function typedValue(text: string, filter: Filter): Value {
  const trimmed = text.trim();
  return valueTypeOf(filter) === 'indicator' && trimmed !== '' && Number.isFinite(Number(trimmed))
    ? Number(trimmed)
    : text;
}

/** The options typed into the filter, offered in the value lists (anything else may still be typed). */
function typedOptions(filter: Filter) {
  return (filter.values ?? []).map((o) => ({ value: String(o.value), label: `${o.name} (${String(o.value)})` }));
}

/** A list of values: each one typed (Enter) or picked from the filter's typed-in options; one step per change. */
function ValueListField(props: {
  field: 'default_value_list' | 'fixed_values' | 'child_value';
  label: Parameters<typeof SchemaLabel>[0]['label'];
  testId: string;
}) {
  const { field, label, testId } = props;
  const t = useText();
  const { filter } = useFilterAt();
  const { change } = useFilterEdit();
  const stored = filter[field];
  const list = Array.isArray(stored) ? stored : stored === undefined || stored === null ? [] : [stored];
  return (
    <Form.Item label={<SchemaLabel field={field} label={label} />}>
      <Select<string[]>
        mode="tags"
        value={list.map(String)}
        options={typedOptions(filter)}
        placeholder={t('filters.typeValues')}
        data-testid={testId}
        tokenSeparators={[',']}
        popupMatchSelectWidth={false}
        onChange={(texts) =>
          change(label, (d) => {
            if (texts.length === 0) delete d[field];
            else d[field] = texts.map((text) => typedValue(text, d));
          })
        }
      />
    </Form.Item>
  );
}

/** A single value (or condition) typed as text: every keystroke shows at once, one undo step per focus. */
function ValueTextField(props: {
  field: 'default_value' | 'where_condition';
  label: Parameters<typeof SchemaLabel>[0]['label'];
  testId: string;
  multiline?: boolean;
}) {
  const { field, label, testId, multiline } = props;
  const { filter } = useFilterAt();
  const { change, end } = useFilterEdit();
  const stored = filter[field];
  const value = stored === undefined || stored === null ? '' : String(stored);
  const onChange = (text: string) =>
    change(
      label,
      (d) => {
        if (text === '') delete d[field];
        else if (field === 'default_value') d.default_value = typedValue(text, d);
        else d.where_condition = text;
      },
      field,
    );
  return (
    <Form.Item label={<SchemaLabel field={field} label={label} />}>
      {multiline ? (
        <Input.TextArea
          value={value}
          autoSize={{ minRows: 2, maxRows: 8 }}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
          onBlur={end}
        />
      ) : (
        <Input value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)} onBlur={end} />
      )}
    </Form.Item>
  );
}

/**
 * The filter's values and defaults (spec section 3 "Values and defaults") and its extra condition: the default (a
 * list for a multi filter, else one value; a date picker has its own, a between filter its range), the fixed values
 * (typed-in options that are each their own name, used when no options are typed), the value handed to linked
 * children, how option names are made, and the admins' extra condition (never shown to staff).
 */
export default function ValuesEditor() {
  const t = useText();
  const { filter } = useFilterAt();
  const { change } = useFilterEdit();
  const traits = FILTER_TYPE_TRAITS[filter.type ?? 'select'];
  const multi = traits.options && isFlagOn(filter.is_multi);
  const ownDefault = !traits.datepicker && !traits.range;
  return (
    <div data-testid="filter-values">
      <div className="ts-designer-subtitle">{t('filters.valuesGroup')}</div>
      {ownDefault &&
        (multi ? (
          <ValueListField field="default_value_list" label="filters.defaultValueList" testId="filter-default-list" />
        ) : (
          <ValueTextField field="default_value" label="filters.defaultValue" testId="filter-default" />
        ))}
      {traits.options && (
        <>
          <ValueListField field="fixed_values" label="filters.fixedValues" testId="filter-fixed-values" />
          <ValueListField field="child_value" label="filters.childValue" testId="filter-child-value" />
          <EnumField<NameWay>
            field="name_way"
            label="filters.nameWay"
            values={NAME_WAYS}
            text={(v) => `filters.nameWay_${v}`}
            testId="filter-name-way"
            value={filter.name_way ?? 'dynamic'}
            onPick={(v) => change('filters.nameWay', (d) => void (d.name_way = v))}
          />
        </>
      )}
      <ValueTextField field="where_condition" label="filters.whereCondition" testId="filter-where" multiline />
    </div>
  );
}
