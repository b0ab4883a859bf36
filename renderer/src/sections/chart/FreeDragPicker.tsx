import { useId, type ReactNode } from 'react';
import { Select, Space } from 'antd';
import { CHART_TYPES, type ChartType } from '@tessera/schema/dsl';
import { useText, type TextKey } from '../../i18n';
import { FREE_PICK_TYPES, MAX_PICKED_DIMENSIONS, type FreePick, type PickChoice } from './freePick';

const TYPE_TEXT: Record<(typeof FREE_PICK_TYPES)[number], TextKey> = {
  [CHART_TYPES.LINE]: 'chart.typeLine',
  [CHART_TYPES.BAR]: 'chart.typeBar',
  [CHART_TYPES.PIE]: 'chart.typePie',
  [CHART_TYPES.LINE_BAR]: 'chart.typeLineBar',
  [CHART_TYPES.FUNNEL]: 'chart.typeFunnel',
};

export interface FreeDragPickerProps {
  pick: FreePick;
  choices: { dimensions: PickChoice[]; indicators: PickChoice[] };
  onChange: (pick: FreePick) => void;
}

/** Free-drag charts (compare type 4): staff choose the chart type, dimensions and indicators the chart plots. */
export default function FreeDragPicker({ pick, choices, onChange }: FreeDragPickerProps) {
  const t = useText();
  const id = useId();
  const types = FREE_PICK_TYPES.map((type) => ({ value: type, label: t(TYPE_TEXT[type]) }));
  const field = (key: string, label: TextKey, control: ReactNode) => (
    <Space size={4}>
      {/* Whole beside a select grown wide with tags: a narrow section squeezed 指标 onto two lines. */}
      <label id={`${id}-${key}`} style={{ whiteSpace: 'nowrap' }}>
        {t(label)}
      </label>
      {control}
    </Space>
  );
  return (
    <Space wrap size="middle" className="ts-chart-free-picker" style={{ marginBottom: 8 }}>
      {field(
        'type',
        'chart.chartType',
        <Select<ChartType>
          aria-labelledby={`${id}-type`}
          style={{ minWidth: 120 }}
          options={types}
          value={pick.type}
          onChange={(type) => onChange({ ...pick, type })}
        />,
      )}
      {field(
        'dimension',
        'chart.dimension',
        <Select<string[]>
          aria-labelledby={`${id}-dimension`}
          mode="multiple"
          maxCount={MAX_PICKED_DIMENSIONS}
          style={{ minWidth: 160 }}
          placeholder={t('chart.pickDimension')}
          options={choices.dimensions}
          value={pick.dimensions}
          onChange={(dimensions) => onChange({ ...pick, dimensions })}
        />,
      )}
      {field(
        'indicator',
        'chart.indicator',
        <Select<string[]>
          aria-labelledby={`${id}-indicator`}
          mode="multiple"
          style={{ minWidth: 200 }}
          placeholder={t('chart.pickIndicator')}
          options={choices.indicators}
          value={pick.indicators}
          onChange={(indicators) => onChange({ ...pick, indicators })}
        />,
      )}
    </Space>
  );
}
