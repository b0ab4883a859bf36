import type { ChartContext } from './context';
import type { ChartGridOption, ChartLegendOption, ChartTooltipOption, StyleObject } from './option';
import { camelize } from './style';

/** Spec section 3: grid left and right default to 10%. */
export const DEFAULT_GRID_SIDE = '10%';

/** A legend entry: its name and whether it starts shown. */
export interface LegendEntry {
  name: string;
  selected: boolean;
}

/**
 * Legend: shown, plain, multiple-select unless configured. `selected` comes from each series' fe_tag_is_selected
 * (absent means shown; indicator comparison's reset sets it on every series, so the legend selects all). In
 * single mode only the first shown entry stays selected: ECharts would otherwise start with several.
 */
export function legendOf(ctx: ChartContext, entries: readonly LegendEntry[]): ChartLegendOption {
  const legend = ctx.config.legend ?? {};
  const selectedMode = legend.selected_mode ?? 'multiple';
  const selected: Record<string, boolean> = {};
  let kept = false;
  for (const { name, selected: on } of entries) {
    if (name in selected) continue;
    const show = selectedMode === 'single' ? on && !kept : on;
    if (show) kept = true;
    selected[name] = show;
  }
  if (selectedMode === 'single' && !kept && entries.length > 0) selected[entries[0].name] = true;
  return {
    show: legend.show ?? true,
    type: legend.type ?? 'plain',
    selectedMode,
    data: Object.keys(selected),
    selected,
  };
}

/** Tooltip: shown; axis trigger for cartesian charts, item for pie and funnel (which have no axis to trigger on). */
export function tooltipOf(ctx: ChartContext, kind: 'cartesian' | 'slices'): ChartTooltipOption {
  const tooltip = ctx.config.tooltip ?? {};
  const trigger = tooltip.trigger ?? (kind === 'cartesian' ? 'axis' : 'item');
  return { show: tooltip.show ?? true, trigger: kind === 'slices' && trigger === 'axis' ? 'item' : trigger };
}

/** The grid holds its axis labels (DSL `contain_label`); without it ECharts 6 still keeps them inside the chart. */
const LABELS_INSIDE = { outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' } as const;

export function gridOf(ctx: ChartContext): ChartGridOption {
  const grid = ctx.config.grid ?? {};
  const out: ChartGridOption = { left: grid.left ?? DEFAULT_GRID_SIDE, right: grid.right ?? DEFAULT_GRID_SIDE };
  if (grid.top !== undefined) out.top = grid.top;
  if (grid.bottom !== undefined) out.bottom = grid.bottom;
  return grid.contain_label ? { ...out, ...LABELS_INSIDE } : out;
}

/** The slider's own height and the gap kept between it and the legend under it, in pixels. */
export const SLIDER_HEIGHT = 20;
/**
 * Room the legend takes at the bottom of the chart: ECharts 6 puts it there, 15 px up, about 22 px tall. The
 * slider's handles stand out of its band by a few pixels, hence the gaps.
 */
const LEGEND_ROOM = 48;
const SLIDER_GAP = 16;

const isShownSlider = (zoom: StyleObject) => zoom.type === 'slider' && zoom.show !== false;
const placedByConfig = (zoom: StyleObject) => zoom.top !== undefined || zoom.bottom !== undefined;

/**
 * A slider along the bottom sits between the legend and the x-axis labels: ECharts would otherwise draw it at its
 * default place, over the labels. The grid (with its labels inside it) ends above it. A slider the config
 * places itself, or one along a sideways chart's y axis, is left where it is.
 */
function placeSlider(zoom: StyleObject, reversed: boolean): StyleObject {
  if (reversed || !isShownSlider(zoom) || placedByConfig(zoom)) return zoom;
  return { ...zoom, bottom: LEGEND_ROOM, height: zoom.height ?? SLIDER_HEIGHT };
}

/** The grid of a chart whose slider placeSlider put at the bottom: it ends above the slider, labels included. */
export function gridAboveSlider(grid: ChartGridOption, zooms: readonly StyleObject[]): ChartGridOption {
  const slider = zooms.find((zoom) => isShownSlider(zoom) && zoom.bottom === LEGEND_ROOM);
  if (!slider) return grid;
  const height = typeof slider.height === 'number' ? slider.height : SLIDER_HEIGHT;
  const above = LEGEND_ROOM + height + SLIDER_GAP;
  const bottom = typeof grid.bottom === 'number' ? Math.max(grid.bottom, above) : above;
  return { ...grid, bottom, ...LABELS_INSIDE };
}

/**
 * Zoom controls pass through (camelCase keys). A control that names no axis zooms the category axis, which is
 * the y axis when reverse_axis swaps them (ECharts would otherwise zoom x, the value axis).
 */
export function dataZoomOf(ctx: ChartContext, reversed: boolean): StyleObject[] | undefined {
  const zooms = ctx.config.data_zoom ?? [];
  if (zooms.length === 0) return undefined;
  return zooms.map((zoom) => {
    const out = camelize(zoom) ?? {};
    if (reversed && out.xAxisIndex === undefined && out.yAxisIndex === undefined) out.yAxisIndex = 0;
    return placeSlider(out, reversed);
  });
}
