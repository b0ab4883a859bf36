import type { Page } from '../../page';
import { at } from '../pointer';
import { warning, type DocumentIssue } from '../types';

/**
 * Global filters override the section filters of the same key (spec section 4). One whose key no section filter
 * has overrides nothing: the page works, but the filter does not do what its author meant.
 */
export function globalFilterKeys(page: Page, pageAt: string): DocumentIssue[] {
  const keys = new Set(page.sections.flatMap((s) => (s.filter_config_model_list ?? []).map((f) => f.class_en)));
  return (page.global_filters ?? []).flatMap((filter, i) =>
    keys.has(filter.class_en)
      ? []
      : [
          warning(at(pageAt, 'global_filters', i, 'class_en'), {
            en: `no section has a filter with key "${filter.class_en}", so this global filter changes nothing`,
            zh: `没有区块含键为 "${filter.class_en}" 的筛选，此全局筛选不会生效`,
          }),
        ],
  );
}
