import { Alert, Button, Collapse } from 'antd';
import { DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { validateSemantics, type LocalizedMessage, type Section } from '@tessera/schema/dsl';
import { addSeries, removeSeries } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import ColumnSelect from './ColumnSelect';
import { useLang } from './context';
import SchemaField from './SchemaField';
import TranslatedField from '../translations/TranslatedField';

const AXES = { '0': 'settings.axisFirst', '1': 'settings.axisSecond' } as const;

/**
 * The chart's own warnings about its series, from the schema's semantic rules (spec section 5: a series without a
 * type is warned about), by series index.
 */
function seriesWarnings(section: Section): Map<number, LocalizedMessage[]> {
  const chart = section.chart_config;
  const out = new Map<number, LocalizedMessage[]>();
  if (!chart) return out;
  for (const issue of validateSemantics('chart', chart)) {
    const match = /^\/series\/(\d+)(\/|$)/.exec(issue.pointer);
    if (!match || issue.severity !== 'warning') continue;
    const index = Number(match[1]);
    out.set(index, [...(out.get(index) ?? []), issue.message]);
  }
  return out;
}

/** Every series of the chart: its name, type, axes, symbol, stack, labels and styles; add and remove. */
export default function SeriesEditor({ section }: { section: Section }) {
  const t = useText();
  const lang = useLang();
  const store = useDesignerStore();
  const id = String(section.id);
  const series = section.chart_config?.series ?? [];
  const warnings = seriesWarnings(section);
  const at = (i: number, rest: string) => `/chart_config/series/${i}/${rest}`;
  const nameOf = (i: number) => series[i]?.name || t('settings.seriesN', { n: i + 1 });
  return (
    <div className="ts-settings-series" data-testid="series-editor">
      {series.length === 0 && <div className="ts-settings-hint">{t('settings.noSeries')}</div>}
      <Collapse
        size="small"
        items={series.map((s, i) => {
          const said = (warnings.get(i) ?? []).map((m) => m[lang]);
          return {
            key: String(i),
            label: (
              <span data-testid="series-title">
                {said.length > 0 && <WarningOutlined className="ts-settings-warn" />} {nameOf(i)}
              </span>
            ),
            extra: (
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('settings.remove')}
                onClick={(e) => {
                  e.stopPropagation();
                  removeSeries(store, id, i, nameOf(i));
                }}
              />
            ),
            children: (
              <div data-testid={`series-${i}`}>
                {said.map((message) => (
                  <Alert key={message} type="warning" showIcon message={message} data-testid="series-warning" />
                ))}
                <SchemaField id={id} pointer={at(i, 'name_way')} label="settings.nameWay" />
                <TranslatedField
                  id={id}
                  parent={`/chart_config/series/${i}`}
                  field="name"
                  label="settings.seriesName"
                />
                {s.name_way === 'dynamic' && (
                  <ColumnSelect
                    section={section}
                    pointer={at(i, 'name_field')}
                    label="settings.nameField"
                    role="dimension"
                  />
                )}
                <ColumnSelect
                  section={section}
                  pointer={at(i, 'field')}
                  label="settings.seriesField"
                  role="indicator"
                />
                <SchemaField id={id} pointer={at(i, 'type')} label="settings.seriesType" />
                <SchemaField id={id} pointer={at(i, 'x_axis_index')} label="settings.xAxisIndex" choices={AXES} />
                <SchemaField id={id} pointer={at(i, 'y_axis_index')} label="settings.yAxisIndex" choices={AXES} />
                <SchemaField id={id} pointer={at(i, 'symbol')} label="settings.symbol" />
                <SchemaField id={id} pointer={at(i, 'symbol_size')} label="settings.symbolSize" />
                <SchemaField id={id} pointer={at(i, 'stack')} label="settings.stack" />
                <SchemaField id={id} pointer={at(i, 'label/show')} label="settings.labelShow" />
                <SchemaField id={id} pointer={at(i, 'label/position')} label="settings.labelPosition" />
                <SchemaField id={id} pointer={at(i, 'line_style/width')} label="settings.lineWidth" />
                <SchemaField id={id} pointer={at(i, 'line_style/type')} label="settings.lineType" />
                <SchemaField id={id} pointer={at(i, 'line_style/color')} label="settings.lineColor" />
                <SchemaField id={id} pointer={at(i, 'item_style/color')} label="settings.itemColor" />
                <SchemaField id={id} pointer={at(i, 'item_style/border_radius')} label="settings.borderRadius" />
              </div>
            ),
          };
        })}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => addSeries(store, id, t('settings.seriesN', { n: series.length + 1 }))}
        data-testid="add-series"
      >
        {t('settings.addSeries')}
      </Button>
    </div>
  );
}
