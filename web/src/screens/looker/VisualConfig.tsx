import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHART_TYPES, type BuilderColumn, type LookerVisualConfig } from '@tessera/schema/dsl';

/** The chart types a looker draws from its zones (a table is the other view; a card is not an exploration). */
const LOOKER_CHART_TYPES = [
  CHART_TYPES.LINE,
  CHART_TYPES.BAR,
  CHART_TYPES.PIE,
  CHART_TYPES.LINE_BAR,
  CHART_TYPES.FUNNEL,
];

/** The visual config (spec section 3): chart type, dimension, second dimension, indicators, second y, dynamic scale. */
export default function VisualConfig({
  visual,
  dimensions,
  indicators,
  onChange,
}: {
  visual: LookerVisualConfig;
  dimensions: readonly BuilderColumn[];
  indicators: readonly BuilderColumn[];
  onChange: (next: LookerVisualConfig) => void;
}) {
  const { t } = useTranslation();
  const options = (columns: readonly BuilderColumn[]) =>
    columns.map((c) => ({ value: c.column_key, label: c.column_name || c.column_key }));
  const set = (patch: Partial<LookerVisualConfig>) => onChange({ ...visual, ...patch });
  return (
    <Form layout="inline" className="ts-looker-visual" data-testid="looker-visual">
      <Form.Item label={t('looker.chartType')}>
        <Select
          style={{ width: 110 }}
          value={visual.charts_value ?? CHART_TYPES.LINE}
          options={LOOKER_CHART_TYPES.map((code) => ({ value: code, label: t(`chartTypes.${code}`) }))}
          onChange={(code: LookerVisualConfig['charts_value']) => set({ charts_value: code })}
          data-testid="looker-chart-type"
        />
      </Form.Item>
      <Form.Item label={t('looker.dimension')}>
        <Select
          style={{ width: 130 }}
          value={visual.dim_value ?? undefined}
          options={options(dimensions)}
          onChange={(key: string) => set({ dim_value: key })}
          data-testid="looker-dim"
        />
      </Form.Item>
      <Form.Item label={t('looker.secondDimension')}>
        <Select
          style={{ width: 130 }}
          allowClear
          placeholder={t('looker.none')}
          value={visual.second_dim_value ?? undefined}
          options={options(dimensions.filter((d) => d.column_key !== visual.dim_value))}
          onChange={(key?: string) => set({ second_dim_value: key ?? null })}
        />
      </Form.Item>
      <Form.Item label={t('looker.indicator')}>
        <Select
          style={{ minWidth: 150 }}
          mode="multiple"
          value={visual.index_value ?? []}
          options={options(indicators)}
          onChange={(keys: string[]) => set({ index_value: keys })}
          data-testid="looker-index"
        />
      </Form.Item>
      <Form.Item label={t('looker.secondY')}>
        <Select
          style={{ minWidth: 130 }}
          mode="multiple"
          allowClear
          placeholder={t('looker.none')}
          value={visual.second_y_value ?? []}
          options={options(indicators.filter((c) => !(visual.index_value ?? []).includes(c.column_key)))}
          onChange={(keys: string[]) => set({ second_y_value: keys })}
        />
      </Form.Item>
      <Form.Item label={t('looker.dynamicScale')}>
        <Switch
          size="small"
          checked={visual.is_dynamic_scale === 1}
          onChange={(on) => set({ is_dynamic_scale: on ? 1 : 0 })}
        />
      </Form.Item>
    </Form>
  );
}
