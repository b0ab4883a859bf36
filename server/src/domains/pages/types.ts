import type { Page, Section } from '@tessera/schema/dsl';
import type { DatasetRecord } from '../datasets/types';
import type { Ref } from './refs';

/** A page document without its sections, as views return it (id = the entry id). */
export type PageMeta = Omit<Page, 'sections'>;

/** What `setting/list` lists per section: where it is in its life (draft, online, changed since publishing). */
export interface SectionSetting {
  id: number;
  key: string;
  title: string;
  sort: number;
  /** 0 draft only, 1 online. */
  status: 0 | 1;
  show_type: Section['show_type'] | null;
  data_set_id: Ref | null;
  /** The draft differs from what staff see (always true before the first publish). */
  has_unpublished_changes: boolean;
  online_at: string | null;
  updated_at: string;
}

/**
 * `setting/one`: a section's display settings — how it shows (table/card, chart, props, real-time and other
 * settings, comments) — without its query model, filters and columns, plus its SectionSetting.
 */
export interface SectionSettingDetail extends SectionSetting {
  table_config: Section['table_config'] | null;
  chart_config: Section['chart_config'] | null;
  chart_is_comment: Section['chart_is_comment'] | null;
  props: Section['props'] | null;
  other_config: Section['other_config'] | null;
}

/** `setting/list`: the page-level document (meta, display, global filters, layout) and one SectionSetting per section. */
export interface PageSettings {
  page: PageMeta;
  sections: SectionSetting[];
}

/** What the query engine needs to run a section (`PagesService.getSectionForQuery`). */
export interface SectionForQuery {
  /** The section's config (online, or the draft in preview) with its id. */
  section: Section;
  page: PageMeta;
  entry: { id: number; app_id: number; url: string | null };
  /** The dataset the section queries (its data_set_id, else its query model's); null when it names none or a deleted one. */
  dataset: DatasetRecord | null;
}

export interface OnlineResult {
  page_id: number;
  diagram_id_set: number[];
}
