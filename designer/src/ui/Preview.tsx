import { useLayoutEffect, useMemo, useState } from 'react';
import { ReportRenderer, type CallOptions, type ReportClient } from '@tessera/renderer';
import type { ReportData } from '@tessera/schema/api';
import type { DocumentIssue, Page, ReportQuery, Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { useDesigner } from '../edit/hooks';
import { textIn } from '../i18n';
import { pageIssues, sectionErrors, sectionIndexOf } from './problems/issues';
import { dataShape, pageDataKey } from './preview-data';
import { useSettled } from './useSettled';

/**
 * The data of a section config as edited, not as saved (the data service's preview of an unsaved config). `pageId`
 * names the page when the query names a section by its key because the page has no stored section yet.
 */
export type SectionDataCall = (
  section: Section,
  query: ReportQuery,
  options?: CallOptions & { pageId?: number },
) => Promise<ReportData>;

/**
 * The issue's bound: data comes at most this long after the last edit. Only typing and gestures (drag, resize) wait
 * for it, so a query is not sent per keystroke or drag frame; a click (a switch, a choice) redraws at once.
 */
export const PREVIEW_DELAY = 300;

interface PreviewProps {
  client: ReportClient;
  lang: Lang;
  sectionData?: SectionDataCall;
  /** The host's clock ("today" and quick date ranges are the server's days); the browser's by default. */
  now?: () => Date;
}

/**
 * The newest call of each section wins: an answer to an older one that arrives later is dropped as aborted (the
 * renderer ignores those), so a slow answer to an old config never covers the new one.
 */
export function createLatestGuard() {
  const latest = new Map<string, number>();
  let calls = 0;
  return {
    start(key: string): number {
      calls += 1;
      latest.set(key, calls);
      return calls;
    },
    isLatest: (key: string, call: number) => latest.get(key) === call,
  };
}
export type LatestGuard = ReturnType<typeof createLatestGuard>;

/** How long the preview reuses a section's answer for the same config and query. */
export const ANSWER_REUSE_MS = 60_000;
const MAX_ANSWERS = 200;

function superseded(): Error {
  const err = new Error('superseded by a newer preview');
  err.name = 'AbortError';
  return err;
}

/** A call's own abort: it rejects as the renderer expects an aborted call to, whatever else waits on the answer. */
function abortable<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(superseded());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(superseded());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/**
 * Answers the preview already has (data and filter options), by section config and query, and the calls on their
 * way. Every edit gives the renderer a new client, which asks again for every section: an edit to one section's
 * legend sent a query for each of the page's sections (12 on the overview) and its filters, and on a loaded server
 * each edit aborted the queries still running and sent them again. A call for an answer on its way now waits for
 * that one; the query runs without the renderer's abort (one caller leaving does not cancel it for the others),
 * and each caller's own abort still ends its wait. Only answers that arrived are kept.
 */
export function createAnswerCache(now: () => number = Date.now) {
  const answers = new Map<string, { at: number; data: unknown }>();
  const running = new Map<string, Promise<unknown>>();
  return async <T,>(key: string, call: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    const kept = answers.get(key);
    if (kept && now() - kept.at < ANSWER_REUSE_MS) return kept.data as T;
    let answer = running.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = call().then(
        (data) => {
          running.delete(key);
          answers.delete(key);
          answers.set(key, { at: now(), data });
          if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
          return data;
        },
        (err: unknown) => {
          running.delete(key);
          throw err;
        },
      );
      running.set(key, answer);
    }
    return abortable(answer, signal);
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

function invalidText(issues: readonly DocumentIssue[], lang: Lang, index: number): string {
  const prefix = `/sections/${index}`;
  const lines = issues.map((i) => `• ${i.message[lang]} (${i.pointer.slice(prefix.length) || '/'})`);
  return [textIn(lang, 'json.sectionInvalid'), ...lines].join('\n');
}

/**
 * The renderer's client for the page as edited. A section the schema refuses answers with its validation messages
 * instead of data. Every other section is queried with its config as edited: a stored one under its own id, a new
 * one under the id of a stored section of the page (the server checks access on a stored section, then compiles
 * the config it was sent). On a page with no stored section yet, a new one is asked under its own key with the page's
 * id, and the server checks access on the page.
 */
export function editedClient(
  client: ReportClient,
  page: Page | (() => Page),
  sectionData?: SectionDataCall,
  lang: Lang = 'zh',
  guard: LatestGuard = createLatestGuard(),
  answers: AnswerCache = createAnswerCache(),
): ReportClient {
  if (!sectionData) return client;
  /** The page as edited now (the preview keeps one client while the edits leave the data as it was). */
  const current = typeof page === 'function' ? page : () => page;
  const storedId = (doc: Page) => doc.sections.find((s) => typeof s.id === 'number')?.id;
  /** The section as edited and the id it is asked under, for a call naming a section of the page. */
  const edited = (id: number | string) => {
    const doc = current();
    const section = doc.sections.find((s) => String(s.id) === String(id));
    const asId = section && (typeof section.id === 'number' ? section.id : storedId(doc));
    return section && asId !== undefined ? { section, diagram_id: asId } : undefined;
  };
  return {
    ...client,
    // Tables ask `data` below (the section as edited), never the stored section's compact rows.
    compactData: undefined,
    // Filters as edited too: options of a filter added in the designer come from the server before any save.
    selectOptions: (request, options) => {
      const asked = { ...request, ...edited(request.diagram_id) };
      const { signal, ...rest } = options ?? {};
      return answers(JSON.stringify(['options', asked]), () => client.selectOptions(asked, rest), signal);
    },
    linkedSelect: (request, options) => client.linkedSelect({ ...request, ...edited(request.diagram_id) }, options),
    data: async (query, options) => {
      const doc = current();
      const stored = storedId(doc);
      const index = doc.sections.findIndex((s) => String(s.id) === String(query.diagram_id));
      const section = doc.sections[index];
      if (!section) return client.data(query, options);
      const errors = sectionErrors(doc, index);
      if (errors.length > 0) throw new Error(invalidText(errors, lang, index));
      const asId = typeof section.id === 'number' ? section.id : stored;
      const pageId = asId === undefined && typeof doc.id === 'number' ? doc.id : undefined;
      if (asId === undefined && pageId === undefined) throw new Error(textIn(lang, 'json.newNeedsSaved'));
      const key = String(section.id);
      const call = guard.start(key);
      const asked = { ...query, diagram_id: asId ?? section.id };
      const { signal, ...rest } = options ?? {};
      // Keyed by the section's data shape: a config that differs only in how it is drawn has the same answer.
      const data = await answers(
        JSON.stringify([dataShape(section), asked, pageId]),
        () => sectionData(section, asked, { ...rest, pageId }),
        signal,
      );
      if (!guard.isLatest(key, call)) throw superseded();
      return data;
    },
  };
}

/** The page as last drawn, for the client's calls (they run after the render that drew it). */
function latestOf(first: Page) {
  let page = first;
  return {
    get: () => page,
    set: (next: Page) => {
      page = next;
    },
  };
}

/** Indexes of the sections the schema refuses: they show their messages instead of data. */
function sectionsWithErrors(doc: Page): number[] {
  const indexes = new Set<number>();
  for (const issue of pageIssues(doc)) {
    const index = issue.severity === 'error' ? sectionIndexOf(issue.pointer) : null;
    if (index !== null) indexes.add(index);
  }
  return [...indexes].sort((a, b) => a - b);
}

/**
 * The page as edited, drawn by the real renderer on real data (drafts: preview mode). Typing and gestures settle
 * for PREVIEW_DELAY before the page is drawn again, so they do not send a query per keystroke; other edits show at
 * once.
 */
export default function Preview({ client, lang, sectionData, now }: PreviewProps) {
  const doc = useDesigner((s) => s.doc);
  const busy = useDesigner((s) => s.typing !== null || s.gesture !== null);
  const settled = useSettled(doc, busy ? PREVIEW_DELAY : 0);
  const [guard] = useState(createLatestGuard);
  const [answers] = useState(createAnswerCache);
  const [latest] = useState(() => latestOf(settled));
  useLayoutEffect(() => latest.set(settled), [latest, settled]);
  // A new client makes every section ask again and go through loading: the whole preview rendered twice for a legend
  // switch. It is new only when the page's data shape changes; other edits redraw the sections they touched.
  const dataKey = useMemo(() => pageDataKey(settled, sectionsWithErrors(settled)), [settled]);
  const live = useMemo(
    () => editedClient(client, latest.get, sectionData, lang, guard, answers),
    // dataKey stands for the page: the client reads the latest page itself, and is remade when its data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, sectionData, dataKey, lang, guard, answers],
  );
  return (
    <div className="ts-designer-preview" data-testid="designer-preview">
      <ReportRenderer page={settled} client={live} preview lang={lang} now={now} />
    </div>
  );
}
