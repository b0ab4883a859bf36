import type { Page } from '../page';
import { at } from './pointer';
import { error, type DocumentIssue } from './types';

const ID_MUST_BE_PASSED = { en: 'id must be passed', zh: '必须传入 id' };

/**
 * Spec section 5: putting a page or section online needs valid section ids. Each id must be given (else the spec's
 * 'id must be passed'), be a stored id (a positive integer: a section still known by its key was never saved), and
 * belong to the page. With no ids at all there is nothing to put online, which is the same mistake. Pointers index
 * into sectionIds.
 */
export function checkOnline(page: Page, sectionIds: readonly unknown[]): DocumentIssue[] {
  if (sectionIds.length === 0) return [error('', ID_MUST_BE_PASSED)];
  const onPage = new Set(page.sections.map((s) => String(s.id)));
  return sectionIds.flatMap((id, i): DocumentIssue[] => {
    const pointer = at('', i);
    if (id === undefined || id === null || id === '') return [error(pointer, ID_MUST_BE_PASSED)];
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      return [
        error(pointer, {
          en: `section id must be a stored id (a positive integer), got ${JSON.stringify(id)}: save the page first`,
          zh: `区块 id 必须是已保存的 id（正整数），实际为 ${JSON.stringify(id)}：请先保存页面`,
        }),
      ];
    }
    if (!onPage.has(String(id))) {
      return [
        error(pointer, {
          en: `section ${id} is not on page "${page.name}"`,
          zh: `区块 ${id} 不在页面 "${page.name}" 中`,
        }),
      ];
    }
    return [];
  });
}
