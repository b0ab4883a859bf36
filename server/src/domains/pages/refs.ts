import type { Filter, Page, Section } from '@tessera/schema/dsl';

/** A stored integer id, or a key (documents kept in git, sections not saved yet). */
export type Ref = string | number;
/** A section document as stored: the row id is the section id. */
export type SectionBody = Omit<Section, 'id'>;
/** A page document as stored: sections live in their own rows, the entry id is the page id. */
export type PageBody = Omit<Page, 'sections' | 'id'>;

/**
 * How references are rewritten between their stored form (section ids, dataset ids, entry id) and the forms of
 * input, views and exports (keys). Each mapper gets the JSON Pointer of the reference for error messages.
 */
export interface RefMappers {
  /** A section reference; null drops a layout item and clears a decision_diagram_id. */
  section?: (ref: Ref, pointer: string) => Ref | null;
  dataset?: (ref: Ref, pointer: string) => Ref;
  page?: (ref: Ref, pointer: string) => Ref;
}

function copy<T>(value: T): T {
  // Documents are JSON: a JSON copy is exact, and the caller's object is never changed.
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Filter options may switch to another section (decision_diagram_id) or dataset (data_set_id). */
function mapOptions(filters: Filter[] | undefined, base: string, m: RefMappers): void {
  (filters ?? []).forEach((filter, f) => {
    (filter.values ?? []).forEach((option, o) => {
      const at = `${base}/${f}/values/${o}`;
      if (m.section && option.decision_diagram_id !== undefined && option.decision_diagram_id !== null) {
        option.decision_diagram_id = m.section(option.decision_diagram_id, `${at}/decision_diagram_id`);
      }
      if (m.dataset && option.data_set_id !== undefined)
        option.data_set_id = m.dataset(option.data_set_id, `${at}/data_set_id`);
    });
  });
}

/** A copy of a section (with or without id) whose references went through the mappers. */
export function mapSectionRefs<T extends Partial<Section>>(section: T, m: RefMappers, base = ''): T {
  const out = copy(section);
  // Document (schema) order, so collected references come out in the order a reader meets them.
  if (m.dataset && out.diagram_sql_model?.data_set_id !== undefined) {
    out.diagram_sql_model.data_set_id = m.dataset(
      out.diagram_sql_model.data_set_id,
      `${base}/diagram_sql_model/data_set_id`,
    );
  }
  mapOptions(out.filter_config_model_list, `${base}/filter_config_model_list`, m);
  if (m.dataset && out.data_set_id !== undefined) out.data_set_id = m.dataset(out.data_set_id, `${base}/data_set_id`);
  if (m.page && out.belonging_to !== undefined && out.belonging_to !== null)
    out.belonging_to = m.page(out.belonging_to, `${base}/belonging_to`);
  return out;
}

/** A copy of the page-level document (layout, global filters) with its references mapped; sections are left alone. */
export function mapPageRefs<T extends Partial<Page>>(page: T, m: RefMappers, base = ''): T {
  const out = copy(page);
  if (m.section && out.layout) {
    const mapSection = m.section;
    out.layout.items = out.layout.items.flatMap((item, i) => {
      const ref = mapSection(item.section_id, `${base}/layout/items/${i}/section_id`);
      return ref === null ? [] : [{ ...item, section_id: ref }];
    });
  }
  mapOptions(out.global_filters, `${base}/global_filters`, m);
  return out;
}

/** Every dataset a section names (query model, own data_set_id, filter options), in document order. */
export function datasetRefsOf(section: Partial<Section>): Ref[] {
  const refs: Ref[] = [];
  mapSectionRefs(section, { dataset: (ref) => (refs.push(ref), ref) });
  return refs;
}

/** The dataset a section queries: its data_set_id, else the query model's. */
export function primaryDatasetRef(section: Partial<Section>): Ref | undefined {
  return section.data_set_id ?? section.diagram_sql_model?.data_set_id;
}

export function parseJson<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
