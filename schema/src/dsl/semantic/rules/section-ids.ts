import type { Page } from '../../page';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

/** Section ids are unique within a page: layout items, options and queries name a section by its id. */
export function uniqueSectionIds(page: Page, pageAt: string): DocumentIssue[] {
  const first = new Map<string, number>();
  const issues: DocumentIssue[] = [];
  page.sections.forEach((section, i) => {
    const id = String(section.id);
    const seen = first.get(id);
    if (seen === undefined) {
      first.set(id, i);
      return;
    }
    const firstAt = at(pageAt, 'sections', seen, 'id');
    issues.push(
      error(at(pageAt, 'sections', i, 'id'), {
        en: `section id ${JSON.stringify(section.id)} is used twice on this page (first at ${firstAt})`,
        zh: `区块 id ${JSON.stringify(section.id)} 在本页面重复（首次出现在 ${firstAt}）`,
      }),
    );
  });
  return issues;
}

/** Ids of a page's sections, as strings (an integer id and a key never collide: keys start with a letter). */
export function sectionIdSet(page: Page): Set<string> {
  return new Set(page.sections.map((s) => String(s.id)));
}
