/** The semantic layer of validation: the document rules of spec section 5, one rule per file under rules/. */
export type { DocumentIssue, IssueSeverity } from './types';
export { validateSemantics } from './validate-semantics';
export { checkOnline } from './check-online';
export { comparePointers, tokensOf as pointerTokens, valueAt as valueAtPointer } from './pointer';
export { heightMessage } from './height';
export { ZONE_MESSAGES } from './rules/zone-messages';
export { filterValueType } from './rules/filter-operator';
export {
  chartData as sectionChartData,
  type ChartData as SectionChartData,
  type SectionContext,
  type SectionDataset,
} from './columns';
export { sectionZoneIssues } from './scopes';
