import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { buildReportQuery, localized, type Lang, type SortState } from '@tessera/schema/rules';
import { type PageRequest, type ReportQuery, type Section } from '@tessera/schema/dsl';
import { type CompactReportData, type RealtimeData, type ReportData } from '@tessera/schema/api';
import { sharedData } from '../client/shared';
import type { ReportClient } from '../client/types';
import { useRenderer } from '../context';
import { isRealtime, startRefreshSchedule, useLastUpdateSink } from '../realtime';
import type { SectionScope } from './types';

export interface SectionDataOptions {
  /** column_key → sort state (none, asc, desc). */
  sort?: Readonly<Record<string, SortState | undefined>>;
  /** A page of rows (back-end paging); absent: every row. */
  page?: PageRequest | null;
  /** False keeps the section from querying (e.g. a chart hidden by its tab). */
  enabled?: boolean;
  /** A table's rows: the compact shape where the client offers it (ReportClient.compactData). */
  compact?: boolean;
}

/** An answer in either shape: compact only for a caller that asked for it. */
type AnyReportData = ReportData | CompactReportData;

export type SectionDataStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SectionData<D extends AnyReportData = ReportData> {
  status: SectionDataStatus;
  /** The last answer; kept while a new query runs so tables and charts do not flash empty. */
  data: D | null;
  error: string | null;
  /** Re-runs the current query. */
  reload: () => void;
  /** The report query the section sends now, with extra parts (e.g. export_fields). */
  query: (extra?: Partial<Pick<ReportQuery, 'export_fields' | 'page'>>) => ReportQuery;
}

/** The answer with each column's labels in the reader's language (the answer carries every language). */
function inLanguage(data: AnyReportData | null, lang: Lang): AnyReportData | null {
  if (!data || lang === 'zh') return data;
  return { ...data, columns: data.columns.map((column) => localized(column, lang)) };
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
const isAbort = (err: unknown): boolean =>
  err instanceof Error && (err.name === 'AbortError' || (err as { kind?: string }).kind === 'aborted');

const realtimeClients = new WeakMap<ReportClient, ReportClient>();
const compactClients = new WeakMap<ReportClient, ReportClient>();

/**
 * The client whose `data` answers in the compact shape, kept apart from the plain one so the views that share an
 * answer (sharedData keys by client) always get the shape they asked for.
 */
function compactClient(client: ReportClient): ReportClient {
  const compactData = client.compactData?.bind(client);
  if (!compactData) return client;
  let wrapped = compactClients.get(client);
  if (!wrapped) {
    // Only useSectionData's compact callers read this client's answers, and they take either shape.
    wrapped = { ...client, data: compactData as ReportClient['data'] };
    compactClients.set(client, wrapped);
  }
  return wrapped;
}

/**
 * The client whose `data` is the real-time call (rows read fresh, with the time of the read), so the views of a
 * real-time section share its answers the way every section's views do (sharedData keys by client).
 */
function realtimeClient(client: ReportClient): ReportClient {
  const realtimeData = client.realtimeData?.bind(client);
  if (!realtimeData) return client;
  let wrapped = realtimeClients.get(client);
  if (!wrapped) {
    wrapped = { ...client, data: realtimeData };
    realtimeClients.set(client, wrapped);
  }
  return wrapped;
}

/**
 * The rows of a section for its applied filters, sort and page. A changed query aborts the one in flight; an
 * answer to a superseded query is dropped; a failure stays in this section. Two views of a section that ask the same
 * query (a chart and the table under it) share one answer (sharedData). A real-time section asks again every
 * refresh interval (startRefreshSchedule: never two at once, nothing while the page is hidden) and reports the
 * server time of each answer to its frame.
 */
export function useSectionData(
  section: Section,
  scope: SectionScope,
  options: SectionDataOptions & { compact: boolean },
): SectionData<AnyReportData>;
export function useSectionData(
  section: Section,
  scope: SectionScope,
  options?: SectionDataOptions & { compact?: false },
): SectionData;
export function useSectionData(
  section: Section,
  scope: SectionScope,
  options: SectionDataOptions = {},
): SectionData<AnyReportData> {
  const { client: baseClient, preview, now, lang, refreshIntervalMs } = useRenderer();
  const realtime = isRealtime(section);
  const client = realtime ? realtimeClient(baseClient) : options.compact ? compactClient(baseClient) : baseClient;
  const reportLastUpdate = useLastUpdateSink();
  const enabled = scope.ready && options.enabled !== false;
  // A section that may query at once starts loading: set from the effect below, that state would render every
  // section's views a second time before anything was asked.
  const [state, setState] = useState<{ status: SectionDataStatus; data: AnyReportData | null; error: string | null }>(
    () => ({ status: enabled ? 'loading' : 'idle', data: null, error: null }),
  );
  const [reloads, setReloads] = useState(0);
  const askedAt = useRef(0);
  // Who waits for the load in flight to settle (the refresh schedule), and whether one is in flight.
  const waiting = useRef<(() => void)[]>([]);
  const inFlight = useRef(false);
  const runs = useRef(0);
  const settle = useCallback(() => {
    inFlight.current = false;
    const waiters = waiting.current;
    waiting.current = [];
    for (const done of waiters) done();
  }, []);

  const build = useCallback(
    (extra?: Partial<Pick<ReportQuery, 'export_fields' | 'page'>>): ReportQuery => {
      const query = buildReportQuery(
        {
          diagram_id: section.id,
          filters: scope.filters,
          values: scope.values,
          sort: options.sort ?? null,
          page: options.page ?? null,
          data_set_id: null,
        },
        now(),
      );
      return { ...query, ...extra };
    },
    [section.id, scope.filters, scope.values, options.sort, options.page, now],
  );

  const planned = useMemo((): { query: ReportQuery; key: string } | { error: string } => {
    try {
      const query = build();
      return { query, key: JSON.stringify(query) };
    } catch (err) {
      return { error: messageOf(err) };
    }
  }, [build]);
  // The load below runs when the query's text changes, not its identity, and reads the query through this ref.
  const plannedRef = useRef(planned);
  useLayoutEffect(() => {
    plannedRef.current = planned;
  });
  const key = 'key' in planned ? planned.key : `error:${planned.error}`;

  useEffect(() => {
    if (!enabled) return undefined;
    const current = plannedRef.current;
    if ('error' in current) {
      setState((s) => ({ ...s, status: 'error', error: current.error }));
      settle();
      return undefined;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' && s.error === null ? s : { ...s, status: 'loading', error: null }));
    // A reload asks the server again; any other run may take the answer another view of the section holds.
    const fresh = reloads !== askedAt.current;
    askedAt.current = reloads;
    inFlight.current = true;
    const run = (runs.current += 1);
    // Only this run's end counts: an aborted one settles when it is cleaned up, before the next run starts.
    const done = () => {
      if (runs.current === run) settle();
    };
    sharedData(client, current.query, { preview, signal: controller.signal, fresh })
      .then(
        (data) => {
          if (controller.signal.aborted) return;
          setState({ status: 'ready', data, error: null });
          const lastUpdate = (data as Partial<RealtimeData>).last_update;
          if (lastUpdate) reportLastUpdate?.(lastUpdate);
        },
        (err: unknown) => {
          if (controller.signal.aborted || isAbort(err)) return;
          setState((s) => ({ ...s, status: 'error', error: messageOf(err) }));
        },
      )
      .finally(done);
    return () => {
      controller.abort();
      done();
      runs.current += 1;
    };
  }, [enabled, key, reloads, client, preview, reportLastUpdate, settle]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  // The refresh of a real-time section: ask again and wait for the answer; a load already in flight (the first one,
  // or one a filter change started) is waited for instead of stacking another beside it.
  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        if (!inFlight.current) reload();
      }),
    [reload],
  );
  useEffect(() => {
    if (!enabled || !realtime) return undefined;
    return startRefreshSchedule({ intervalMs: refreshIntervalMs, refresh });
  }, [enabled, realtime, refreshIntervalMs, refresh]);

  const data = useMemo(() => inLanguage(state.data, lang), [state.data, lang]);
  return { ...state, data, status: enabled ? state.status : 'idle', reload, query: build };
}
