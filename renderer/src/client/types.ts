import type {
  AbReportData,
  ChartCommentRecord,
  CompactReportData,
  RealtimeData,
  ReportData,
  SelectOption,
} from '@tessera/schema/api';
import type {
  Comment,
  FilterCondition,
  LinkedSelectOption,
  LinkedSelectRequest,
  ReportQuery,
  Section,
} from '@tessera/schema/dsl';

/** What every call may carry: preview (drafts, admins only) and cancellation. */
export interface CallOptions {
  preview?: boolean;
  signal?: AbortSignal;
}

export interface SelectOptionsRequest {
  diagram_id: number | string;
  /** class_en of the filter whose options are wanted. */
  field: string;
  search?: string;
  /** The other filters' conditions, so options follow what is already chosen. */
  filter_condition?: FilterCondition[];
  /** The designer's preview (admins): the section config as edited, whose filters the options are for. */
  section?: Section;
}

/** A CSV export as the server streamed it. */
export interface ExportResult {
  blob: Blob;
  filename: string;
  /** The server stopped at its row cap. */
  truncated: boolean;
  totalRows: number | null;
}

export type CommentInput = Required<Pick<Comment, 'content'>> &
  Omit<Comment, 'id' | 'content'> & { diagram_id: number | string };

/** The A/B report of an experiment section: its report query and the columns chosen (each defaults to the section's). */
export interface AbReportRequest extends Pick<ReportQuery, 'diagram_id' | 'filter_condition'> {
  dim_value?: string;
  index_value?: string;
  second_dim_value?: string;
}

export interface CommentQuery {
  diagram_id: number | string;
  url?: string;
}

/**
 * Everything the renderer reads or writes goes through this interface: the web app hands it the real data
 * service, the designer's preview the same with `preview`, tests a fake, another host its own.
 */
export interface ReportClient {
  data(query: ReportQuery, options?: CallOptions): Promise<ReportData>;
  /**
   * The same rows for a table, in the compact shape when the data service offers it (keys once, rows as arrays),
   * which a big unpaged table reads without an object per row. Absent (a fake, another host): tables ask `data`.
   */
  compactData?(query: ReportQuery, options?: CallOptions): Promise<ReportData | CompactReportData>;
  /**
   * A real-time section's rows, read fresh, with the server time of the read. Absent (a fake, another host): the
   * section refreshes through `data` and shows no time.
   */
  realtimeData?(query: ReportQuery, options?: CallOptions): Promise<RealtimeData>;
  /** The A/B report of an experiment section; absent: the section says it cannot be shown here. */
  abReport?(request: AbReportRequest, options?: CallOptions): Promise<AbReportData>;
  selectOptions(request: SelectOptionsRequest, options?: CallOptions): Promise<SelectOption[]>;
  /** `section`: as in SelectOptionsRequest. */
  linkedSelect(
    request: LinkedSelectRequest & { section?: Section },
    options?: CallOptions,
  ): Promise<LinkedSelectOption[]>;
  exportCsv(
    query: ReportQuery & { export_fields: Record<string, string> },
    options?: CallOptions,
  ): Promise<ExportResult>;
  comments: {
    list(query: CommentQuery, options?: CallOptions): Promise<ChartCommentRecord[]>;
    add(comment: CommentInput, options?: CallOptions): Promise<ChartCommentRecord>;
    update(comment: { id: number; content: string }, options?: CallOptions): Promise<ChartCommentRecord>;
    remove(comment: { id: number }, options?: CallOptions): Promise<{ id: number }>;
  };
}
