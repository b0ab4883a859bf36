import type { ComponentType } from 'react';
import {
  BarChartOutlined,
  DragOutlined,
  FilterOutlined,
  FundOutlined,
  FunnelPlotOutlined,
  IdcardOutlined,
  LineChartOutlined,
  PieChartOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { CHART_TYPES, COMPARE_TYPES, type ChartType, type Filter, type Section } from '@tessera/schema/dsl';
import type { TextKey } from '../i18n';
import {
  cardScaffold,
  chartScaffold,
  freeDragScaffold,
  globalFilterScaffold,
  tableScaffold,
  type ScaffoldContext,
} from './scaffold';
import type { DropZone } from './zones';

interface PaletteEntry {
  /** Name in the palette (and the start of a new section's title). */
  label: TextKey;
  icon: ComponentType;
}

/** The property panels a section kind shows when selected (ui/settings/panels.tsx draws each). */
export type PanelKey = 'chart' | 'table' | 'cards';

/** A kind that adds a section: its default document, where it lands on the 12-column grid, its drop zones. */
export interface SectionKind extends PaletteEntry {
  adds: 'section';
  scaffold(context: ScaffoldContext): Section;
  /** Width and height of a new section on the grid (columns, rows). */
  size: { w: number; h: number };
  zones: readonly DropZone[];
  /** Its property panels, in tab order. */
  panels: readonly PanelKey[];
  /** A chart kind's type: a section of that config_type is of this kind. */
  chartType?: ChartType;
}

/** The palette's global filter: it adds a filter to the page, not a section. */
export interface GlobalFilterKind extends PaletteEntry {
  adds: 'global_filter';
  scaffold(context: Pick<ScaffoldContext, 'lang'>): Filter;
}

export type PaletteKind = SectionKind | GlobalFilterKind;

const BUILDER_ZONES: readonly DropZone[] = [
  { role: 'dimension', place: 'builder' },
  { role: 'indicator', place: 'builder' },
];
const FREE_ZONES: readonly DropZone[] = [
  { role: 'dimension', place: 'free' },
  { role: 'indicator', place: 'free' },
];
const CHART_SIZE = { w: 6, h: 8 };
/** A chart can show a table under it (have_table), so its table settings apply too. */
const CHART_PANELS: readonly PanelKey[] = ['chart', 'table'];

const chart = (label: TextKey, icon: ComponentType, type: Parameters<typeof chartScaffold>[0]): SectionKind => ({
  adds: 'section',
  label,
  icon,
  scaffold: chartScaffold(type),
  size: CHART_SIZE,
  zones: BUILDER_ZONES,
  panels: CHART_PANELS,
  chartType: type,
});

/** The palette, in its order. Adding a kind (a chart type included) is one entry here. */
export const PALETTE = {
  table: {
    adds: 'section',
    label: 'palette.table',
    icon: TableOutlined,
    scaffold: tableScaffold,
    size: { w: 12, h: 8 },
    zones: BUILDER_ZONES,
    panels: ['table'],
  },
  card: {
    adds: 'section',
    label: 'palette.card',
    icon: IdcardOutlined,
    scaffold: cardScaffold,
    size: { w: 4, h: 4 },
    zones: BUILDER_ZONES,
    panels: ['cards'],
  },
  line: chart('palette.line', LineChartOutlined, CHART_TYPES.LINE),
  bar: chart('palette.bar', BarChartOutlined, CHART_TYPES.BAR),
  pie: chart('palette.pie', PieChartOutlined, CHART_TYPES.PIE),
  lineBar: chart('palette.lineBar', FundOutlined, CHART_TYPES.LINE_BAR),
  funnel: chart('palette.funnel', FunnelPlotOutlined, CHART_TYPES.FUNNEL),
  freeDrag: {
    adds: 'section',
    label: 'palette.freeDrag',
    icon: DragOutlined,
    scaffold: freeDragScaffold,
    size: CHART_SIZE,
    zones: FREE_ZONES,
    panels: CHART_PANELS,
  },
  globalFilter: {
    adds: 'global_filter',
    label: 'palette.globalFilter',
    icon: FilterOutlined,
    scaffold: globalFilterScaffold,
  },
} as const satisfies Record<string, PaletteKind>;

export type PaletteKey = keyof typeof PALETTE;
export const PALETTE_KEYS = Object.keys(PALETTE) as PaletteKey[];

/**
 * The kind a section of the page is, read from its document (a section does not store the palette entry it came
 * from): a free-drag chart, a chart by its type (the entry declaring it), cards, else a table.
 */
export function kindOf(section: Section): SectionKind {
  const chart = section.chart_config;
  if (chart) {
    if (chart.chart_compare_type === COMPARE_TYPES.FREE_DRAG && chart.free_chart_options) return PALETTE.freeDrag;
    const kinds: readonly PaletteKind[] = Object.values(PALETTE);
    const kind = kinds.find((k): k is SectionKind => k.adds === 'section' && k.chartType === chart.config_type);
    // A card chart (type 5) has no palette entry of its own: its settings are a chart's.
    return kind ?? PALETTE.line;
  }
  return section.show_type === 'card' ? PALETTE.card : PALETTE.table;
}
