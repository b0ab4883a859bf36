import { Button, Collapse, Select, Slider, Switch } from 'antd';
import { COMPARE_TYPES, REALTIME_MODES, type Section } from '@tessera/schema/dsl';
import {
  setDataZoom,
  setSecondYAxis,
  setZoomControls,
  setZoomWindow,
  ZOOM_CONTROLS,
  zoomControlsOf,
  zoomWindowOf,
  type ZoomControls,
} from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import HeightField from './HeightField';
import SchemaField, { FieldRow } from './SchemaField';
import SeriesEditor from './SeriesEditor';
import TranslatedField from '../translations/TranslatedField';

const COMPARE = {
  [COMPARE_TYPES.INDICATOR]: 'settings.compareIndicator',
  [COMPARE_TYPES.DIMENSION]: 'settings.compareDimension',
  [COMPARE_TYPES.CUSTOM]: 'settings.compareCustom',
  [COMPARE_TYPES.FREE_DRAG]: 'settings.compareFreeDrag',
} as const;

const REALTIME = {
  [REALTIME_MODES.NONE]: 'settings.realtimeNone',
  [REALTIME_MODES.FILL_ZERO]: 'settings.realtimeFillZero',
  [REALTIME_MODES.FILL_PREVIOUS]: 'settings.realtimeFillPrevious',
  [REALTIME_MODES.NO_FILL]: 'settings.realtimeNoFill',
} as const;

/** A switch whose change is a command of its own (a second axis, the zoom bar), not one value. */
function CommandSwitch(props: { label: string; checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  return (
    <FieldRow label={props.label} testId={props.testId}>
      <Switch size="small" aria-label={props.label} checked={props.checked} onChange={props.onChange} />
    </FieldRow>
  );
}

/**
 * The chart's zoom (ECharts dataZoom): on or off, which controls (a slider bar under the plot, wheel and drag inside
 * it, or both), and the window of the category axis the chart opens at, in percent; reset shows it whole.
 */
function ZoomSettings({ section }: { section: Section }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  const zooms = section.chart_config?.data_zoom ?? [];
  const [start, end] = zoomWindowOf(zooms);
  return (
    <>
      <CommandSwitch
        label={t('settings.dataZoomShow')}
        checked={zooms.length > 0}
        onChange={(on) => setDataZoom(store, id, on)}
        testId="setting-data-zoom"
      />
      {zooms.length > 0 && (
        <>
          <FieldRow label={t('settings.dataZoomControls')} testId="setting-data-zoom-controls">
            <Select<ZoomControls>
              size="small"
              aria-label={t('settings.dataZoomControls')}
              value={zoomControlsOf(zooms)}
              options={ZOOM_CONTROLS.map((c) => ({ value: c, label: t(`settings.dataZoom_${c}`) }))}
              onChange={(c) => setZoomControls(store, id, c)}
              popupMatchSelectWidth={false}
            />
          </FieldRow>
          <FieldRow
            label={t('settings.dataZoomWindow')}
            help={t('settings.dataZoomWindowHelp')}
            testId="setting-data-zoom-window"
          >
            <div className="ts-settings-zoom">
              <Slider
                range
                min={0}
                max={100}
                step={5}
                marks={{ 0: '0%', 50: '50%', 100: '100%' }}
                // Remounted when the document changes (undo, JSON): the handles then show the stored window.
                key={`${start}-${end}`}
                defaultValue={[start, end]}
                onChangeComplete={(value) => setZoomWindow(store, id, [value[0], value[1]])}
                aria-label={t('settings.dataZoomWindow')}
              />
              <Button
                size="small"
                disabled={start === 0 && end === 100}
                onClick={() => setZoomWindow(store, id, [0, 100])}
                data-testid="setting-data-zoom-reset"
              >
                {t('settings.dataZoomReset')}
              </Button>
            </div>
          </FieldRow>
        </>
      )}
    </>
  );
}

/** A chart's settings, grouped: general, series, axes, legend, tooltip, zoom, plot margins. */
export default function ChartSettings({ section }: { section: Section }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  const chart = section.chart_config;
  if (!chart) return null;
  const two = (chart.y_axis?.length ?? 0) > 1;
  const free = chart.chart_compare_type === COMPARE_TYPES.FREE_DRAG;
  const c = (rest: string) => `/chart_config/${rest}`;
  const groups = [
    {
      key: 'general',
      label: t('settings.general'),
      children: (
        <>
          <SchemaField id={id} pointer={c('chart_compare_type')} label="settings.compareType" choices={COMPARE} />
          <SchemaField id={id} pointer={c('reverse_axis')} label="settings.reverseAxis" />
          <HeightField id={id} what="chart" />
          <SchemaField id={id} pointer="/other_config/realtime_mode" label="settings.realtimeMode" choices={REALTIME} />
          <SchemaField id={id} pointer="/chart_is_comment" label="settings.comments" />
          <SchemaField id={id} pointer="/table_config/basic/have_table" label="settings.haveTable" />
          {free && (
            <>
              <SchemaField id={id} pointer={c('free_use_two_yaxis')} label="settings.freeTwoYAxis" />
              <SchemaField id={id} pointer={c('free_reverse_data')} label="settings.freeReverse" />
              <SchemaField id={id} pointer={c('data_is_opposite_by_table')} label="settings.opposite" />
            </>
          )}
        </>
      ),
    },
    { key: 'series', label: t('settings.series'), children: <SeriesEditor section={section} /> },
    {
      key: 'axes',
      label: t('settings.axes'),
      children: (
        <>
          <CommandSwitch
            label={t('settings.secondYAxis')}
            checked={two}
            onChange={(on) => setSecondYAxis(store, id, on)}
            testId="setting-second-y-axis"
          />
          <TranslatedField id={id} parent={c('x_axis/0')} field="name" label="translations.xAxisName" />
          <TranslatedField id={id} parent={c('y_axis/0')} field="name" label="translations.yAxisName" />
          {two && <TranslatedField id={id} parent={c('y_axis/1')} field="name" label="translations.y2AxisName" />}
          <SchemaField id={id} pointer={c('y_axis/0/min')} label="settings.yMin" />
          <SchemaField id={id} pointer={c('y_axis/0/max')} label="settings.yMax" />
          {two && <SchemaField id={id} pointer={c('y_axis/1/min')} label="settings.y2Min" />}
          {two && <SchemaField id={id} pointer={c('y_axis/1/max')} label="settings.y2Max" />}
        </>
      ),
    },
    {
      key: 'legend',
      label: t('settings.legend'),
      children: (
        <>
          <SchemaField id={id} pointer={c('legend/show')} label="settings.legendShow" />
          <SchemaField id={id} pointer={c('legend/type')} label="settings.legendType" />
          <SchemaField id={id} pointer={c('legend/selected_mode')} label="settings.legendMode" />
        </>
      ),
    },
    {
      key: 'tooltip',
      label: t('settings.tooltip'),
      children: (
        <>
          <SchemaField id={id} pointer={c('tooltip/show')} label="settings.tooltipShow" />
          <SchemaField id={id} pointer={c('tooltip/trigger')} label="settings.tooltipTrigger" />
        </>
      ),
    },
    {
      key: 'zoom',
      label: t('settings.dataZoom'),
      children: <ZoomSettings section={section} />,
    },
    {
      key: 'grid',
      label: t('settings.grid'),
      children: (
        <>
          <SchemaField id={id} pointer={c('grid/left')} label="settings.gridLeft" />
          <SchemaField id={id} pointer={c('grid/right')} label="settings.gridRight" />
          <SchemaField id={id} pointer={c('grid/top')} label="settings.gridTop" />
          <SchemaField id={id} pointer={c('grid/bottom')} label="settings.gridBottom" />
          <SchemaField id={id} pointer={c('grid/contain_label')} label="settings.gridContainLabel" />
        </>
      ),
    },
  ];
  return (
    <Collapse
      size="small"
      defaultActiveKey={['general']}
      items={groups.map((g) => ({ ...g, headerClass: `ts-settings-group-${g.key}` }))}
      data-testid="chart-settings"
    />
  );
}
