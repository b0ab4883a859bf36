import { CHART_TYPES, COMPARE_TYPES } from '../../src/dsl';
import { MIN_LABELLED_SLICE_ANGLE } from '../../src/charts/slices';
import { NARROW_CHART_WIDTH, buildChartOption, type PieSeries } from '../../src/charts';
import type { ChartConfig } from '../../src/dsl';
import { DAILY, build, chartOf, renderSvg, source } from './fixtures';

/** Issue 18: charts readable by default, whatever the page configures. */
const bars = (extra: Partial<ChartConfig> = {}): ChartConfig => ({
  config_type: CHART_TYPES.BAR,
  chart_compare_type: COMPARE_TYPES.CUSTOM,
  series: [
    { name: 'GMV', field: 'gmv', label: { show: true, position: 'top' } },
    { name: 'Orders', field: 'orders', label: { show: true, position: 'top' } },
  ],
  ...extra,
});

describe('readable charts', () => {
  it('value labels that would cover each other are hidden, not drawn over', () => {
    const option = build(bars(), DAILY);
    for (const series of option.series) expect(series.labelLayout).toEqual({ hideOverlap: true });
    renderSvg(option);
  });

  it('sideways bars put each label at the end of its own bar, not above it on the next series', () => {
    const option = build(bars({ reverse_axis: 1 }), DAILY);
    expect(option.series.map((s) => s.label?.position)).toEqual(['right', 'right']);
    expect(build(bars(), DAILY).series.map((s) => s.label?.position)).toEqual(['top', 'top']);
  });

  it('category axis labels thin out before they collide, the formatter kept', () => {
    const option = build(bars({ x_axis: [{ formatter: 'ymd' }] }), DAILY);
    expect(option.xAxis?.[0].axisLabel?.hideOverlap).toBe(true);
    expect(option.xAxis?.[0].axisLabel?.formatter).toBeInstanceOf(Function);
    expect(option.yAxis?.[0].axisLabel?.hideOverlap).toBeUndefined();
  });

  it('a bottom slider sits between the legend and the axis labels', () => {
    const option = build(
      bars({ grid: { left: '10%', right: '10%', bottom: 40 }, data_zoom: [{ type: 'slider' }] }),
      DAILY,
    );
    const [slider] = option.dataZoom ?? [];
    expect(slider).toMatchObject({ bottom: 48, height: 20 });
    // The grid, labels included, ends above the slider.
    expect(option.grid).toMatchObject({ bottom: 84, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' });
  });

  it('a slider the config places, or along a sideways chart, stays where it is', () => {
    const placed = build(bars({ data_zoom: [{ type: 'slider', bottom: 0 }] }), DAILY);
    expect(placed.dataZoom).toEqual([{ type: 'slider', bottom: 0 }]);
    expect(placed.grid?.bottom).toBeUndefined();
    const sideways = build(bars({ reverse_axis: 1, data_zoom: [{ type: 'slider' }] }), DAILY);
    expect(sideways.dataZoom).toEqual([{ type: 'slider', yAxisIndex: 0 }]);
  });

  it('pie labels sit outside, even configured inside, move apart on leader lines; slivers carry none', () => {
    const option = build(
      {
        config_type: CHART_TYPES.PIE,
        chart_compare_type: COMPARE_TYPES.CUSTOM,
        series: [{ name: 'GMV', field: 'gmv', label: { show: true, position: 'inside' } }],
        category_axis: { field: 'dt' },
      },
      DAILY,
    );
    const pie = option.series[0] as PieSeries;
    expect(pie).toMatchObject({
      label: { position: 'outside' },
      avoidLabelOverlap: true,
      labelLine: { show: true },
      labelLayout: { hideOverlap: true },
      minShowLabelAngle: MIN_LABELLED_SLICE_ANGLE,
    });
    renderSvg(option);
  });

  it('sideways bars on a phone ask for about three numbers on their value axis, and thin them out', () => {
    const sideways = (width: number) =>
      chartOf(
        buildChartOption(source(bars({ reverse_axis: 1, series: [{ name: 'GMV', field: 'gmv' }] })), DAILY, {
          width,
        }),
      );
    const narrow = sideways(360);
    expect(narrow.xAxis?.[0]).toMatchObject({ type: 'value', splitNumber: 3, axisLabel: { hideOverlap: true } });
    // Drawn at a phone's width, neighbouring numbers keep a gap (12 px digits are about 7 px wide each).
    const ticks = (svg: string) =>
      [...svg.matchAll(/translate\(([\d.]+) [\d.]+\)"[^>]*>(\d{1,3}(?:,\d{3})*)</g)].map((m) => ({
        x: Number(m[1]),
        text: m[2],
      }));
    const drawn = ticks(renderSvg(narrow, { width: 360, height: 300 }));
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < drawn.length; i++) {
      const room = drawn[i].x - drawn[i - 1].x - ((drawn[i].text.length + drawn[i - 1].text.length) / 2) * 7;
      expect(room).toBeGreaterThan(4);
    }
    expect(sideways(800).xAxis?.[0]).not.toHaveProperty('splitNumber');
  });

  describe('a pie on a phone (390 px: the chart is 360 px wide)', () => {
    const pie = (legend?: ChartConfig['legend']): ChartConfig => ({
      config_type: CHART_TYPES.PIE,
      chart_compare_type: COMPARE_TYPES.CUSTOM,
      series: [{ name: 'GMV', field: 'gmv', label: { show: true } }],
      category_axis: { field: 'dt' },
      ...(legend ? { legend } : {}),
    });
    const at = (config: ChartConfig, width: number) => chartOf(buildChartOption(source(config), DAILY, { width }));
    const labels = (option: ReturnType<typeof at>) => {
      const series = option.series[0] as PieSeries;
      return series.data.map((d) => series.label!.formatter({ name: d.name, value: d.value, percent: 37.01 }));
    };

    it('labels each slice with its share, the legend naming the slices on one paged line under the pie', () => {
      const narrow = at(pie(), 360);
      expect(labels(narrow)).toEqual(['37.01%', '37.01%', '37.01%']);
      expect(narrow.legend).toMatchObject({ show: true, type: 'scroll' });
      expect(narrow.series[0]).toMatchObject({ radius: '55%', center: ['50%', '45%'], label: { position: 'outside' } });
      // Every label fits beside the pie: ECharts draws it whole, none is cut to an ellipsis.
      const phone = { width: 360, height: 300 };
      const cut = /(\.\.\.|…)</;
      const svg = renderSvg(narrow, phone);
      expect(svg).toMatch(/>3\d\.\d+%</);
      expect(svg).not.toMatch(cut);
      // What a phone showed before: 'name: value' cut short.
      expect(renderSvg(build(pie(), DAILY), phone)).toMatch(cut);
    });

    it('names the slices in their labels when the legend is off; wide charts keep name and value', () => {
      expect(labels(at(pie({ show: false }), 360))).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
      const wide = at(pie(), NARROW_CHART_WIDTH);
      expect(labels(wide)[0]).toBe('2024-03-01: 12,450.25');
      expect(wide.legend?.type).toBe('plain');
      // Width unknown (a host that does not measure): as wide.
      expect(labels(build(pie(), DAILY))[0]).toBe('2024-03-01: 12,450.25');
    });
  });

  describe('a funnel in a narrow section (the overview at 1,000 px: the chart is 330 px wide)', () => {
    const stage = (key: string, name: string) => ({
      column_key: key,
      column_name: name,
      column_type: 1 as const,
      formatter: 'thousands' as const,
    });
    const columns = [stage('a', '新增用户'), stage('b', '启动用户'), stage('c', '播放用户'), stage('d', '付费用户')];
    const funnel = (width: number, rows = [{ a: 2959, b: 2959, c: 2892, d: 150 }]) =>
      chartOf(
        buildChartOption(
          source({ config_type: CHART_TYPES.FUNNEL, chart_compare_type: COMPARE_TYPES.INDICATOR }, columns),
          rows,
          { width },
        ),
      );
    /** Each label drawn: its text and the x where it starts (ECharts' SVG, text-anchor start). */
    const drawn = (svg: string) =>
      [...svg.matchAll(/<text[^>]*text-anchor="start"[^>]*\sx="([\d.]+)"[^>]*>([^<]*: [^<]*)<\/text>/g)].map((m) => ({
        x: Number(m[1]),
        text: m[2],
      }));

    it('puts the labels on the right, on leader lines, when a band is narrower than its label', () => {
      const option = funnel(330);
      expect(option.series[0]).toMatchObject({ label: { position: 'right' }, labelLine: { show: true }, left: 12 });
      const labels = drawn(renderSvg(option, { width: 330, height: 300 }));
      expect(labels.map((l) => l.text)).toEqual([
        '新增用户: 2,959',
        '启动用户: 2,959',
        '播放用户: 2,892',
        '付费用户: 150',
      ]);
      // Each ends inside the chart: four wide characters of 12 px and the rest at most 7 px.
      for (const { x, text } of labels) expect(x + 4 * 12 + (text.length - 4) * 7).toBeLessThanOrEqual(330);
    });

    it('keeps them inside where every band holds its label, and when the width is unknown', () => {
      expect(funnel(550).series[0]).toMatchObject({ label: { position: 'inside' } });
      expect(funnel(550).series[0]).not.toHaveProperty('left');
      expect(funnel(330, [{ a: 10, b: 9, c: 8, d: 7 }]).series[0]).toMatchObject({ label: { position: 'inside' } });
      expect(
        chartOf(
          buildChartOption(
            source({ config_type: CHART_TYPES.FUNNEL, chart_compare_type: COMPARE_TYPES.INDICATOR }, columns),
            [{ a: 2959, b: 2959, c: 2892, d: 150 }],
          ),
        ).series[0],
      ).toMatchObject({ label: { position: 'inside' } });
    });
  });
});
