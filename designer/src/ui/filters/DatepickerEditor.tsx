import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { DATE_TYPES, QUICK_DATES, type DateType, type QuickDate } from '@tessera/schema/dsl';
import { useText } from '../../i18n';
import { useFilterAt, useFilterEdit } from './context';

const TODAY = 'today';

/**
 * The date picker's settings (spec section 3 "datepicker_options"): date type, quick selects, max date (today or a
 * fixed day), max range in days, and the default as a quick date key.
 */
export default function DatepickerEditor() {
  const t = useText();
  const { filter } = useFilterAt();
  const { change, end } = useFilterEdit();
  const options = filter.datepicker_options ?? {};
  const maxDate = options.max_date ?? TODAY;
  const edit = (
    setting: Parameters<typeof change>[0],
    recipe: (o: NonNullable<typeof filter.datepicker_options>) => void,
    typing?: string,
  ) => change(setting, (d) => recipe((d.datepicker_options ??= {})), typing);
  return (
    <div data-testid="filter-datepicker">
      <Form.Item label={t('filters.dateType')}>
        <Select<DateType>
          value={options.date_type ?? 'date'}
          data-testid="filter-date-type"
          popupMatchSelectWidth={false}
          options={DATE_TYPES.map((v) => ({ value: v, label: t(`filters.dateType_${v}`) }))}
          onChange={(v) => edit('filters.dateType', (o) => void (o.date_type = v))}
        />
      </Form.Item>
      <Form.Item label={t('filters.quickSelect')}>
        <Checkbox.Group<QuickDate>
          className="ts-filter-checks"
          value={options.quick_select_date ?? []}
          data-testid="filter-quick-select"
          options={QUICK_DATES.map((v) => ({ value: v, label: t(`filters.quick_${v}`) }))}
          // Kept in the schema's order, whatever the order of the clicks.
          onChange={(list) =>
            edit('filters.quickSelect', (o) => void (o.quick_select_date = QUICK_DATES.filter((q) => list.includes(q))))
          }
        />
      </Form.Item>
      <Form.Item label={t('filters.defaultDate')}>
        <Select<QuickDate>
          allowClear
          value={(options.default_config_value as QuickDate | undefined) ?? undefined}
          data-testid="filter-default-date"
          popupMatchSelectWidth={false}
          options={QUICK_DATES.filter((v) => v !== 'custom').map((v) => ({ value: v, label: t(`filters.quick_${v}`) }))}
          onChange={(v) =>
            edit('filters.defaultDate', (o) => {
              if (v === undefined) delete o.default_config_value;
              else o.default_config_value = v;
            })
          }
        />
      </Form.Item>
      <Form.Item label={t('filters.maxDate')}>
        <Radio.Group
          value={maxDate === TODAY ? TODAY : 'fixed'}
          data-testid="filter-max-date-kind"
          onChange={(e) =>
            edit('filters.maxDate', (o) => {
              if (e.target.value === TODAY) delete o.max_date;
              else o.max_date = new Date().toISOString().slice(0, 10);
            })
          }
          options={[
            { value: TODAY, label: t('filters.maxDateToday') },
            { value: 'fixed', label: t('filters.maxDateFixed') },
          ]}
        />
        {maxDate !== TODAY && (
          <Input
            className="ts-filter-below"
            value={maxDate}
            placeholder="YYYY-MM-DD"
            data-testid="filter-max-date"
            onChange={(e) => edit('filters.maxDate', (o) => void (o.max_date = e.target.value), 'max_date')}
            onBlur={end}
          />
        )}
      </Form.Item>
      <Form.Item label={t('filters.maxRange')}>
        <InputNumber
          min={1}
          precision={0}
          value={options.max_date_range ?? null}
          data-testid="filter-max-range"
          onChange={(n) =>
            edit('filters.maxRange', (o) => {
              if (n === null) delete o.max_date_range;
              else o.max_date_range = n;
            })
          }
        />
      </Form.Item>
    </div>
  );
}
