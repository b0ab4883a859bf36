import { useEffect, useLayoutEffect, useRef } from 'react';
import { Spin } from 'antd';
import type { ChartOption } from '@tessera/schema/charts';
import { initChart, type ChartInstance } from '../../echarts';

/**
 * The drawn ECharts instance is kept on the chart's element under this name. End-to-end tests and benchmarks
 * run in the page and have no other handle on it: they read `getOption()` to check what was drawn rather than
 * pixels. Non-enumerable, so nothing that walks the DOM element (devtools, serializers) walks the instance.
 */
const CHART_INSTANCE_PROPERTY = '__tesseraChart';

/** The instance drawn into a chart element (data-testid="section-chart"), if any. */
export function drawnChart(element: Element): ChartInstance | undefined {
  return (element as Element & { [CHART_INSTANCE_PROPERTY]?: ChartInstance })[CHART_INSTANCE_PROPERTY];
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface LegendSelection {
  name: string;
  selected: Record<string, boolean>;
}

export interface ChartPoint {
  /** Category (or slice) name of the point. */
  name: string;
  seriesName?: string;
}

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** Keeps the drawn chart under a loading mask while newer data loads. */
  loading?: boolean;
  onLegendSelectChanged?: (selection: LegendSelection) => void;
  onPointClick?: (point: ChartPoint) => void;
}

interface SeriesClick {
  componentType?: string;
  name?: string | number;
  seriesName?: string;
}

/**
 * One ECharts instance per mounted chart: created once, redrawn with notMerge on every new option (a new option
 * is a whole new chart, nothing of the last one may linger), resized with its box, disposed on unmount.
 * data-painted="1" is set when the first frame of the latest option is on screen, data-rendered="1" when ECharts has
 * finished drawing it, entry animation included (benchmarks and end-to-end tests wait for them); both are removed
 * again while a newer option is being drawn.
 */
export default function EChart({ option, height, loading = false, onLegendSelectChanged, onPointClick }: EChartProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);
  const drawingRef = useRef(false);
  const paintingRef = useRef(false);
  // Handlers change with every render; the instance's listeners read the latest through this ref.
  const handlersRef = useRef({ onLegendSelectChanged, onPointClick });
  useLayoutEffect(() => {
    handlersRef.current = { onLegendSelectChanged, onPointClick };
  });

  // The element's size, read in the layout phase: every chart of a commit reads its size there, one after the
  // other, before any of them writes to the DOM, so the browser lays the page out once for all of them. Read in the
  // effect below, after the chart before it had put its canvas in, each read laid the whole page out again (on a
  // 30-section page, a third of a second of forced layouts).
  const sizeRef = useRef({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (element && !chartRef.current) sizeRef.current = { width: element.clientWidth, height: element.clientHeight };
  }, []);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    const { width, height } = sizeRef.current;
    // A size of 0 (nothing laid out, e.g. in a hidden tab) is left to ECharts to read.
    const chart = initChart(element, undefined, width > 0 && height > 0 ? { width, height } : undefined);
    Object.defineProperty(element, CHART_INSTANCE_PROPERTY, {
      value: chart,
      configurable: true,
      enumerable: false,
      writable: false,
    });
    chart.on('legendselectchanged', (event) => {
      const { name, selected } = event as LegendSelection;
      handlersRef.current.onLegendSelectChanged?.({ name, selected: { ...selected } });
    });
    chart.on('click', (event) => {
      const params = event as SeriesClick;
      if (params.componentType !== 'series') return;
      handlersRef.current.onPointClick?.({ name: String(params.name ?? ''), seriesName: params.seriesName });
    });
    chart.on('rendered', () => {
      if (!paintingRef.current) return;
      paintingRef.current = false;
      element.setAttribute('data-painted', '1');
    });
    chart.on('finished', () => {
      if (!drawingRef.current) return;
      drawingRef.current = false;
      element.setAttribute('data-rendered', '1');
    });
    // The observer's first call reports the size the instance was created at: redrawing the whole chart for it
    // cost a frame's worth of work per chart on a page's first paint. Only a real change of size redraws.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === chart.getWidth() && element.clientHeight === chart.getHeight()) return;
      // 'auto': from now on the element's size, not the one the instance was created with.
      chart.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    chartRef.current = chart;
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
      delete (element as Element & { [CHART_INSTANCE_PROPERTY]?: ChartInstance })[CHART_INSTANCE_PROPERTY];
      element.removeAttribute('data-rendered');
      element.removeAttribute('data-painted');
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    elementRef.current?.removeAttribute('data-rendered');
    elementRef.current?.removeAttribute('data-painted');
    drawingRef.current = true;
    paintingRef.current = true;
    // A fresh object literal: ECharts types the option with an index signature the interface lacks. No animation
    // for people who ask for reduced motion, as antd's motion is off for them.
    chart.setOption({ ...option, animation: !prefersReducedMotion() }, { notMerge: true });
  }, [option]);

  return (
    <Spin spinning={loading}>
      <div ref={elementRef} data-testid="section-chart" className="ts-chart" style={{ width: '100%', height }} />
    </Spin>
  );
}
