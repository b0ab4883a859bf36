import dayjs from 'dayjs';
import type { DataLevel, PageSearchBody, PageSearchSort } from '@tessera/schema/api';

/** What the report query's search form holds. */
export interface PageFilters {
  search_content?: string;
  status?: string | number;
  data_level?: DataLevel;
  charge_username?: string | null;
  changed_at?: [string, string];
  views?: [number | null | undefined, number | null | undefined];
}

type SortOrder = 'ascend' | 'descend' | null | undefined;

/** The column sorted in the table, as the call's sort (last change, newest first, by default). */
export function pageSort(sort: Record<string, SortOrder> | undefined): PageSearchSort {
  const views = sort?.views;
  if (views) return views === 'ascend' ? 'views_asc' : 'views_desc';
  return sort?.changed_at === 'ascend' ? 'changed_asc' : 'changed_desc';
}

const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The search form as the call's filters. Days are the browser's own: their bounds travel as instants with the
 * browser's offset, so the server compares the moments the admin meant.
 */
export function pageFilters(form: PageFilters): Partial<PageSearchBody> {
  const [from, to] = form.changed_at ?? [];
  const [min, max] = form.views ?? [];
  return {
    search_content: (form.search_content ?? '').trim(),
    ...(form.status !== undefined && form.status !== '' ? { status: Number(form.status) as 0 | 1 } : {}),
    ...(form.data_level ? { data_level: form.data_level } : {}),
    ...(form.charge_username ? { charge_username: form.charge_username } : {}),
    ...(from ? { changed_from: dayjs(from).startOf('day').format() } : {}),
    ...(to ? { changed_to: dayjs(to).endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ') } : {}),
    ...(given(min) ? { views_min: Math.max(0, Math.floor(min)) } : {}),
    ...(given(max) ? { views_max: Math.max(0, Math.floor(max)) } : {}),
  };
}
