import { produce, type Draft } from 'immer';
import {
  COLUMN_TYPES,
  DEFAULT_AGGREGATE,
  DEFAULT_INDICATOR_FORMATTER,
  ZONE_MESSAGES,
  sectionZoneIssues,
  type BuilderColumn,
  type DatasetColumn,
  type LocalizedMessage,
  type Section,
  type SectionDataset,
} from '@tessera/schema/dsl';
import type { ZoneRole } from '../binding/drag';

export type { ZoneRole };

/**
 * A drop zone of a section: the builder columns (column_type 0 or 1; what a table lists and a chart draws by
 * comparison) or the free-drag chart's own lists. Which field fits and how many a zone takes is not said here: the
 * schema's zone rules decide, asked about the section the drop would make.
 */
export interface DropZone {
  role: ZoneRole;
  place: 'builder' | 'free';
}

const FREE_LIST = { dimension: 'dimension_list', indicator: 'indicator_list' } as const;
const COLUMN_TYPE = { dimension: COLUMN_TYPES.DIMENSION, indicator: COLUMN_TYPES.INDICATOR } as const;

function builderColumn(field: DatasetColumn, role: ZoneRole): BuilderColumn {
  const indicator = field.column_type === COLUMN_TYPES.INDICATOR;
  const column: BuilderColumn = {
    column_key: field.column_key,
    column_name: field.column_name,
    column_type: COLUMN_TYPE[role],
    is_index: indicator ? 1 : 0,
    selected: 1,
    is_show: 1,
  };
  // The dataset's English name comes along with its name: the section then names the field in English too.
  const english = field.i18n?.en?.column_name;
  if (english?.trim()) column.i18n = { en: { column_name: english } };
  if (role === 'indicator') {
    column.aggregate = field.aggregate ?? DEFAULT_AGGREGATE;
    column.formatter = field.formatter ?? DEFAULT_INDICATOR_FORMATTER;
  }
  return column;
}

/**
 * Puts a field at the end of a zone (a drop appends, and the zone rules read list order as drag order). A field
 * already in the section's other zone moves; one already in this zone stays where it is.
 */
export function dropIntoZone(section: Draft<Section>, zone: DropZone, field: DatasetColumn): void {
  const key = field.column_key;
  if (zone.place === 'builder') {
    const columns = (section.column_config_model_list ??= []);
    const at = columns.findIndex((c) => c.column_key === key);
    if (at >= 0 && columns[at].column_type === COLUMN_TYPE[zone.role]) return;
    if (at >= 0) columns.splice(at, 1);
    columns.push(builderColumn(field, zone.role));
    return;
  }
  const chart = section.chart_config;
  if (!chart) return;
  const lists = (chart.free_chart_options ??= {});
  const list = (lists[FREE_LIST[zone.role]] ??= []);
  if (list.includes(key)) return;
  const other = lists[FREE_LIST[zone.role === 'dimension' ? 'indicator' : 'dimension']];
  const inOther = other?.indexOf(key) ?? -1;
  if (inOther >= 0) other!.splice(inOther, 1);
  list.push(key);
}

/** Where a dropped field sits in the section after the drop: the zone rules point there when they refuse it. */
function pointerOf(section: Section, zone: DropZone, key: string): string | null {
  if (zone.place === 'builder') {
    const at = (section.column_config_model_list ?? []).findIndex((c) => c.column_key === key);
    return at < 0 ? null : `/column_config_model_list/${at}`;
  }
  const at = section.chart_config?.free_chart_options?.[FREE_LIST[zone.role]]?.indexOf(key) ?? -1;
  return at < 0 ? null : `/chart_config/free_chart_options/${FREE_LIST[zone.role]}/${at}`;
}

const SPEC_WORDING: readonly LocalizedMessage[] = Object.values(ZONE_MESSAGES);

/**
 * Why a drop is refused, in the spec's words (zh and en), or null when the zone takes the field. The schema's
 * zone rules judge the section as the drop would leave it; only a rule pointing at the dropped field refuses it
 * (a chart still missing fields is not the drop's fault). Their messages name the column for a file; at the drop
 * point the spec's own sentence is shown.
 */
export function dropRefusal(
  section: Section,
  zone: DropZone,
  field: DatasetColumn,
  dataset?: SectionDataset,
): LocalizedMessage | null {
  const after = produce(section, (draft) => dropIntoZone(draft, zone, field));
  const pointer = pointerOf(after, zone, field.column_key);
  if (after === section || !pointer) return null;
  const issue = sectionZoneIssues(after, '', { dataset }).find(
    (i) => i.severity === 'error' && (i.pointer === pointer || i.pointer.startsWith(`${pointer}/`)),
  );
  if (!issue) return null;
  return SPEC_WORDING.find((m) => issue.message.en.startsWith(m.en)) ?? issue.message;
}
