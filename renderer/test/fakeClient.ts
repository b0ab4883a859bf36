import type { ChartCommentRecord, ReportData, SelectOption } from '@tessera/schema/api';
import type { LinkedSelectOption, ReportQuery } from '@tessera/schema/dsl';
import type {
  CallOptions,
  CommentInput,
  CommentQuery,
  ExportResult,
  ReportClient,
  SelectOptionsRequest,
} from '../src/client/types';
import type { LinkedSelectRequest } from '@tessera/schema/dsl';

type Handler<A, R> = (arg: A, options: CallOptions) => R | Promise<R>;

export interface FakeHandlers {
  data?: Handler<ReportQuery, ReportData>;
  selectOptions?: Handler<SelectOptionsRequest, SelectOption[]>;
  linkedSelect?: Handler<LinkedSelectRequest, LinkedSelectOption[]>;
  exportCsv?: Handler<ReportQuery & { export_fields: Record<string, string> }, ExportResult>;
  listComments?: Handler<CommentQuery, ChartCommentRecord[]>;
  addComment?: Handler<CommentInput, ChartCommentRecord>;
  updateComment?: Handler<{ id: number; content: string }, ChartCommentRecord>;
  removeComment?: Handler<{ id: number }, { id: number }>;
}

const unexpected = (name: string) => () =>
  Promise.reject(new Error(`fake client: ${name} was not expected in this test`));

function fn<A, R>(name: string, handler: Handler<A, R> | undefined) {
  return jest.fn((arg: A, options: CallOptions = {}) =>
    handler ? Promise.resolve().then(() => handler(arg, options)) : unexpected(name)(),
  );
}

/** A report client whose answers the test decides; every method is a jest.fn, so calls can be asserted. */
export function fakeClient(handlers: FakeHandlers = {}) {
  const client = {
    data: fn('data', handlers.data),
    selectOptions: fn('selectOptions', handlers.selectOptions),
    linkedSelect: fn('linkedSelect', handlers.linkedSelect),
    exportCsv: fn('exportCsv', handlers.exportCsv),
    comments: {
      list: fn('comments.list', handlers.listComments),
      add: fn('comments.add', handlers.addComment),
      update: fn('comments.update', handlers.updateComment),
      remove: fn('comments.remove', handlers.removeComment),
    },
  } satisfies ReportClient;
  return client;
}

export type FakeClient = ReturnType<typeof fakeClient>;

/** A report answer from plain rows: columns named after the keys, indicators where the first row holds a number. */
export function answer(rows: Record<string, unknown>[], page?: ReportData['page']): ReportData {
  const keys = rows.length ? Object.keys(rows[0]) : [];
  return {
    columns: keys.map((key) => ({
      column_key: key,
      column_name: key,
      role: typeof rows[0][key] === 'number' ? 'indicator' : 'dimension',
      formatter: typeof rows[0][key] === 'number' ? 'thousands_point' : 'none',
    })),
    rows,
    ...(page ? { page } : {}),
  };
}
