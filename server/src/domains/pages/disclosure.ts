import type { Filter, Page, Section } from '@tessera/schema/dsl';
import type { CurrentUser } from '../../core/state';
import type { PageMeta } from './types';

/**
 * Filter fields that hold SQL an admin wrote or the connection it runs on. The data service reads them from the
 * stored section; the browser never needs them, so staff never see them (least disclosure).
 */
type AdminFilterField = 'select_sql' | 'sql_db_id' | 'where_condition';

function readerFilter(filter: Filter): Filter {
  const { select_sql, sql_db_id, where_condition, ...rest } = filter;
  return rest satisfies Omit<Filter, AdminFilterField>;
}

const readerFilters = (filters: Filter[] | undefined) => filters?.map(readerFilter);

/** The section as `user` may read it: whole for admins, without the filters' SQL and connections for staff. */
export function sectionFor<T extends Pick<Section, 'filter_config_model_list'>>(user: CurrentUser, section: T): T {
  if (user.is_admin || !section.filter_config_model_list) return section;
  return { ...section, filter_config_model_list: readerFilters(section.filter_config_model_list) };
}

/** The page meta as `user` may read it: its global filters treated like the sections' filters. */
export function pageMetaFor(user: CurrentUser, page: PageMeta): PageMeta {
  if (user.is_admin || !page.global_filters) return page;
  return { ...page, global_filters: readerFilters(page.global_filters) };
}

/** The page with its sections as `user` may read it. */
export function pageFor(user: CurrentUser, page: Page): Page {
  if (user.is_admin) return page;
  return { ...pageMetaFor(user, page), sections: page.sections.map((s) => sectionFor(user, s)) };
}
