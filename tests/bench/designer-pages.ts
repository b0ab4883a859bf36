/** The pages the designer bench opens: the demo overview, and a generated page of five copies of its sections. */
import type { Page } from '@playwright/test';
import { OVERVIEW_URL } from './viewer';

/** Copies of the overview's 12 sections on the large page. */
const COPIES = 5;

export interface Api {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, data: unknown): Promise<T>;
}

export function apiOf(page: Page, base: string): Api {
  const unwrap = async <T>(res: Awaited<ReturnType<Page['request']['get']>>): Promise<T> => {
    const body = (await res.json()) as { result_data: T; message: string };
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${body.message}`);
    return body.result_data;
  };
  return {
    get: async (url) => unwrap(await page.request.get(`${base}/api${url}`)),
    post: async (url, data) => unwrap(await page.request.post(`${base}/api${url}`, { data })),
  };
}

interface LayoutItem {
  section_id: string | number;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface PageDoc {
  sections: { id: string | number; key?: string; title: string }[];
  layout: { items: LayoutItem[] };
  [field: string]: unknown;
}

/** The demo app growth and its overview page (entry id), which the benches copy their sections from. */
export async function overviewOf(api: Api): Promise<{ appId: number; pageId: number }> {
  const apps = await api.get<{ id: number; app_key: string }[]>('/backend/app/admin/list');
  const growth = apps.find((a) => a.app_key === 'growth');
  if (!growth) throw new Error('the demo app growth is missing');
  const found = await api.post<{ list: { id: number; url: string }[] }>('/customize/catalog/page/search', {
    app_id: growth.id,
    search_content: OVERVIEW_URL,
  });
  const pageId = found.list.find((p) => p.url === OVERVIEW_URL)?.id;
  if (!pageId) throw new Error(`the demo page ${OVERVIEW_URL} is missing`);
  return { appId: growth.id, pageId };
}

/** The overview's entry id, and a new page in its app holding five copies of its sections (60): its entry id. */
export async function pages(api: Api): Promise<{ overview: number; large: number; sections: number }> {
  const { appId, pageId: overview } = await overviewOf(api);
  const draft = await api.get<{ page: PageDoc }>(`/customize/page-diagram/page/draft?page_id=${overview}`);
  const source = draft.page;
  const depth = Math.max(...source.layout.items.map((i) => i.y + i.h));
  const sections: PageDoc['sections'] = [];
  const items: LayoutItem[] = [];
  for (let copy = 0; copy < COPIES; copy += 1)
    source.sections.forEach((section, i) => {
      const id = `bench_${copy}_${i}`;
      const { key: _key, ...rest } = section;
      sections.push({ ...rest, id, title: `${section.title} ${copy + 1}` });
      const item = source.layout.items.find((it) => String(it.section_id) === String(section.id));
      if (item) items.push({ ...item, section_id: id, y: item.y + copy * depth });
    });
  const entry = await api.post<{ id: number }>('/customize/catalog/add-or-update', {
    app_id: appId,
    catalog_or_page: 2,
    name: `设计器基准 ${sections.length}`,
    url: `/growth/bench/designer${Date.now().toString(36)}`,
  });
  const document = { ...source, name: `设计器基准 ${sections.length}`, sections, layout: { ...source.layout, items } };
  delete (document as { url?: string }).url;
  await api.post('/customize/page-diagram/page/save', { page_id: entry.id, document, base_revision: 0 });
  return { overview, large: entry.id, sections: sections.length };
}
