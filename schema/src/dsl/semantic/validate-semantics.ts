import type { ChartConfig } from '../chart';
import type { DatasetDefinition } from '../dataset';
import type { Filter } from '../filter';
import type { DslKind } from '../kinds';
import type { LookerConfig } from '../looker';
import type { Page } from '../page';
import type { ReportQuery } from '../query';
import type { Section } from '../section';
import type { TemplateBundle } from '../template';
import {
  chartIssues,
  datasetIssues,
  filterIssues,
  lookerIssues,
  pageIssues,
  reportQueryIssues,
  sectionIssues,
  templateIssues,
} from './scopes';
import type { DocumentIssue } from './types';

/**
 * The semantic rules of spec section 5 for a document that already conforms to its schema (validateDocument
 * checks that first; the casts below rely on it). Kinds without document rules return [].
 */
export function validateSemantics(kind: DslKind, doc: unknown): DocumentIssue[] {
  switch (kind) {
    case 'template':
      return templateIssues(doc as TemplateBundle);
    case 'page':
      return pageIssues(doc as Page, '');
    case 'section':
      return sectionIssues(doc as Section, '', {});
    case 'chart':
      return chartIssues(doc as ChartConfig, '');
    case 'filter':
      return filterIssues(doc as Filter, '');
    case 'dataset':
      return datasetIssues(doc as DatasetDefinition, '');
    case 'looker':
      return lookerIssues(doc as LookerConfig);
    case 'report-query':
      return reportQueryIssues(doc as ReportQuery);
    default:
      return [];
  }
}
