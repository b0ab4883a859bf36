/**
 * The pages of the viewer bench's size series, made from the demo overview's 12 sections through the API: the first
 * `n` of its sections with charts and tables spread evenly, copied as often as needed (the 30-section page: two
 * copies, then six more), saved and published, so the viewer's own route shows them as a reader sees them.
 */
import { apiOf, overviewOf, type Api } from './designer-pages';
import type { Page } from '@playwright/test';
import { OVERVIEW_URL } from './viewer';

interface LayoutItem {
  section_id: string | number;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface PageDoc {
  sections: { id: string | number; key?: string; title: string; table_config?: unknown; chart_config?: unknown }[];
  layout: { items: LayoutItem[] };
  [field: string]: unknown;
}

export interface SizedPage {
  sections: number;
  url: string;
}

const isTable = (s: PageDoc['sections'][number]) => !!s.table_config && !s.chart_config;

/**
 * The overview's sections with its kinds spread evenly (8 charts and 4 tables: chart, chart, table, …), so the first
 * n of them hold charts and tables in the overview's proportion and the marginal cost is that of its average section.
 */
function spread(sections: PageDoc['sections']): PageDoc['sections'] {
  const groups = [sections.filter((s) => !isTable(s)), sections.filter(isTable)].filter((g) => g.length > 0);
  const taken = groups.map(() => 0);
  const order: PageDoc['sections'] = [];
  while (order.length < sections.length) {
    // The kind furthest behind its share of the sections placed so far, counting this one.
    const due = groups.map((g, k) => (g.length * (order.length + 1)) / sections.length - taken[k]);
    const k = due.indexOf(Math.max(...due));
    order.push(groups[k][taken[k]]);
    taken[k] += 1;
  }
  return order;
}

/** A published page of `count` sections taken from the overview's, in its app: its url. */
async function sizedPage(api: Api, appId: number, source: PageDoc, count: number): Promise<SizedPage> {
  const itemOf = (id: string | number) => source.layout.items.find((it) => String(it.section_id) === String(id));
  // Reading order first (row by row, left to right), then the kinds spread evenly.
  const ordered = spread(
    [...source.sections].sort((a, b) => {
      const ia = itemOf(a.id);
      const ib = itemOf(b.id);
      return (ia?.y ?? 0) - (ib?.y ?? 0) || (ia?.x ?? 0) - (ib?.x ?? 0);
    }),
  );
  const columns = Math.max(...source.layout.items.map((i) => i.x + i.w));
  const sections: PageDoc['sections'] = [];
  const items: LayoutItem[] = [];
  // Laid out as text flows: each section beside the last while the row has room, else on a new row.
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (let n = 0; n < count; n += 1) {
    const copy = Math.floor(n / ordered.length);
    const section = ordered[n % ordered.length];
    const id = `bench_${copy}_${n % ordered.length}`;
    const { key: _key, ...rest } = section;
    sections.push({ ...rest, id, title: copy ? `${section.title} ${copy + 1}` : section.title });
    const { w, h } = itemOf(section.id) ?? { w: columns, h: 9 };
    if (x + w > columns) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    items.push({ section_id: id, x, y, w, h });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  const url = `/growth/bench/viewer${count}-${Date.now().toString(36)}`;
  const name = `阅读基准 ${count}`;
  const entry = await api.post<{ id: number }>('/customize/catalog/add-or-update', {
    app_id: appId,
    catalog_or_page: 2,
    name,
    url,
  });
  const document = { ...source, name, sections, layout: { ...source.layout, items } };
  delete (document as { url?: string }).url;
  await api.post('/customize/page-diagram/page/save', { page_id: entry.id, document, base_revision: 0 });
  const saved = await api.get<{ page: PageDoc }>(`/customize/page-diagram/page/draft?page_id=${entry.id}`);
  await api.post('/customize/page-diagram/online', {
    page_id: entry.id,
    diagram_id_set: saved.page.sections.map((s) => s.id),
  });
  return { sections: count, url };
}

/** Published pages of each of `counts` sections (12 is the overview itself), in the order asked. */
export async function sizedPages(page: Page, base: string, counts: readonly number[]): Promise<SizedPage[]> {
  const api = apiOf(page, base);
  const { appId, pageId } = await overviewOf(api);
  const draft = await api.get<{ page: PageDoc }>(`/customize/page-diagram/page/draft?page_id=${pageId}`);
  const made: SizedPage[] = [];
  for (const count of counts)
    made.push(
      count === draft.page.sections.length
        ? { sections: count, url: OVERVIEW_URL }
        : await sizedPage(api, appId, draft.page, count),
    );
  return made;
}
