import type { DslKind, LocalizedMessage } from '../src/dsl';

/** What kind a file holds: --kind when given, else a template bundle has pages and a page document has sections. */
export function detectKind(doc: unknown, forced: DslKind | undefined): DslKind | LocalizedMessage {
  if (forced) return forced;
  if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) {
    if ('pages' in doc) return 'template';
    if ('sections' in doc) return 'page';
  }
  return {
    en: 'cannot tell what this document is (a template bundle has "pages", a page has "sections"): pass --kind',
    zh: '无法判断文档类型（模板含 "pages"，页面含 "sections"）：请用 --kind 指定',
  };
}

export function isKindMessage(value: DslKind | LocalizedMessage): value is LocalizedMessage {
  return typeof value === 'object';
}
