import type { Filter } from '../../filter';
import type { LocalizedMessage } from '../../messages';
import type { Page } from '../../page';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';
import { sectionIdSet } from './section-ids';

function notOnPage(what: LocalizedMessage, id: string | number): LocalizedMessage {
  return {
    en: `${what.en} section ${JSON.stringify(id)}, which is not on this page`,
    zh: `${what.zh}的区块 ${JSON.stringify(id)} 不在本页面中`,
  };
}

/** Options that switch to another section (decision_diagram_id) must name one of the page's sections. */
export function optionSectionRefs(
  filters: readonly Filter[] | undefined,
  listAt: string,
  ids: ReadonlySet<string>,
): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  (filters ?? []).forEach((filter, f) => {
    (filter.values ?? []).forEach((option, o) => {
      const ref = option.decision_diagram_id;
      if (ref !== undefined && ref !== null && !ids.has(String(ref))) {
        issues.push(
          error(
            at(listAt, f, 'values', o, 'decision_diagram_id'),
            notOnPage({ en: 'the option switches to', zh: '选项切换到' }, ref),
          ),
        );
      }
    });
  });
  return issues;
}

/** Layout items and global filters reference sections of the page only. */
export function pageSectionRefs(page: Page, pageAt: string): DocumentIssue[] {
  const ids = sectionIdSet(page);
  const issues: DocumentIssue[] = [];
  (page.layout?.items ?? []).forEach((item, i) => {
    if (!ids.has(String(item.section_id))) {
      issues.push(
        error(
          at(pageAt, 'layout', 'items', i, 'section_id'),
          notOnPage({ en: 'the layout places', zh: '布局放置' }, item.section_id),
        ),
      );
    }
  });
  issues.push(...optionSectionRefs(page.global_filters, at(pageAt, 'global_filters'), ids));
  return issues;
}
