import { Form, Input, Select, Switch, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { TSchema } from '@sinclair/typebox';
import { FilterSchema, type Filter } from '@tessera/schema/dsl';
import { useText, type TextKey } from '../../i18n';
import { useFilterAt, useFilterEdit } from './context';

type FilterKey = keyof Filter;

/** The JSON Schema of one filter field: its description is the help text, its default the unset value. */
const propertyOf = (key: FilterKey): TSchema | undefined => (FilterSchema.properties as Record<string, TSchema>)[key];

/** A field label with the schema's description as its help. */
export function SchemaLabel({ field, label }: { field: FilterKey; label: TextKey }) {
  const t = useText();
  const help = propertyOf(field)?.description;
  return (
    <span>
      {t(label)}
      {help && (
        <Tooltip title={help}>
          <QuestionCircleOutlined className="ts-filter-help" />
        </Tooltip>
      )}
    </span>
  );
}

/**
 * Every 0/1 flag of the filter schema, read from it (spec section 3 "Behaviour flags"), except those a custom
 * editor owns (the link, the SQL source).
 */
const OWNED_ELSEWHERE = new Set<string>(['is_interlock', 'is_diy_datasource']);
export const SCHEMA_FLAGS: FilterKey[] = Object.entries(FilterSchema.properties as Record<string, TSchema>)
  .filter(([key, schema]) => !OWNED_ELSEWHERE.has(key) && JSON.stringify(schema.enum) === '[0,1]')
  .map(([key]) => key as FilterKey);

/**
 * Flags the data service and the renderer read as on when absent (the filter payload rule: is_control_query; the
 * filter bar: is_show) although the schema gives them no default, so documents keep their bytes.
 */
const ABSENT_IS_ON = new Set<string>(['is_show', 'is_control_query']);

/** A 0/1 flag as a switch; unset shows what unset means: the schema's default, else off (or on, above). */
export function FlagField({ field }: { field: FilterKey }) {
  const { filter } = useFilterAt();
  const { change } = useFilterEdit();
  const stored = filter[field] as 0 | 1 | undefined;
  const unset = (propertyOf(field)?.default as 0 | 1 | undefined) ?? (ABSENT_IS_ON.has(field) ? 1 : 0);
  const on = (stored ?? unset) === 1;
  return (
    <div className="ts-filter-flag">
      <SchemaLabel field={field} label={`filters.flag_${field}` as TextKey} />
      <Switch
        size="small"
        checked={on}
        data-testid={`filter-flag-${field}`}
        onChange={(checked) =>
          change(`filters.flag_${field}` as TextKey, (d) => {
            (d as Record<string, unknown>)[field] = checked ? 1 : 0;
          })
        }
      />
    </div>
  );
}

/** A text setting: every keystroke shows at once, one undo step per focus of the field. */
export function TextField({
  field,
  label,
  testId,
  multiline,
}: {
  field: 'name' | 'class_en' | 'trigger' | 'select_sql';
  label: TextKey;
  testId: string;
  multiline?: boolean;
}) {
  const { filter } = useFilterAt();
  const { change, rekey, end } = useFilterEdit();
  const value = filter[field] ?? '';
  const onChange = (text: string) =>
    field === 'class_en'
      ? rekey(text, field)
      : change(
          label,
          (d) => {
            d[field] = text;
          },
          field,
        );
  return (
    <Form.Item label={<SchemaLabel field={field} label={label} />}>
      {multiline ? (
        <Input.TextArea
          value={value}
          autoSize={{ minRows: 3, maxRows: 10 }}
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

/** A setting chosen from the schema's enum, each value with its text. */
export function EnumField<V extends string>({
  field,
  label,
  values,
  text,
  testId,
  value,
  onPick,
}: {
  field: FilterKey;
  label: TextKey;
  values: readonly V[];
  text: (value: V) => TextKey;
  testId: string;
  value: V | undefined;
  onPick: (value: V) => void;
}) {
  const t = useText();
  return (
    <Form.Item label={<SchemaLabel field={field} label={label} />}>
      <Select<V>
        value={value}
        data-testid={testId}
        options={values.map((v) => ({ value: v, label: t(text(v)) }))}
        onChange={onPick}
        popupMatchSelectWidth={false}
      />
    </Form.Item>
  );
}
