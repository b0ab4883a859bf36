/** @tessera/renderer: a live report page from a page document. */
export { default as ReportRenderer, type ReportRendererProps } from './page/ReportRenderer';
export type {
  ReportClient,
  CallOptions,
  SelectOptionsRequest,
  ExportResult,
  CommentInput,
  CommentQuery,
  AbReportRequest,
} from './client/types';
export type { LegendSelectChange } from './context';
