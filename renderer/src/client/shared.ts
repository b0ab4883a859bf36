import type { ReportData } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import type { CallOptions, ReportClient } from './types';

export interface SharedCallOptions extends CallOptions {
  /** Ask the server again even if an identical query is held (the user asked to reload). */
  fresh?: boolean;
}

interface SharedAnswer {
  answer: Promise<ReportData>;
  controller: AbortController;
  /** Views that asked for it and still show (or wait for) it: each let go when its signal aborts. */
  holders: number;
  settled: boolean;
}

const sharedByClient = new WeakMap<ReportClient, Map<string, SharedAnswer>>();

/**
 * `client.data`, with an identical query shared by the views that ask for it while one of them still holds its
 * answer. A chart that shows its table under it asks for the same rows twice; the table, whose code may load later,
 * gets the chart's answer instead of asking the server again. A view holds an answer until its signal aborts (its
 * query changed or it was removed); when no view holds it, it is forgotten, and a request still running is
 * cancelled. A failed answer is forgotten at once, so asking again retries.
 */
export function sharedData(
  client: ReportClient,
  query: ReportQuery,
  { preview = false, signal, fresh = false }: SharedCallOptions = {},
): Promise<ReportData> {
  let answers = sharedByClient.get(client);
  if (!answers) {
    answers = new Map<string, SharedAnswer>();
    sharedByClient.set(client, answers);
  }
  const key = `${preview ? 'preview' : 'online'}:${JSON.stringify(query)}`;
  const forget = (entry: SharedAnswer) => {
    if (answers.get(key) === entry) answers.delete(key);
  };

  let entry = fresh ? undefined : answers.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: SharedAnswer = {
      answer: client.data(query, { preview, signal: controller.signal }),
      controller,
      holders: 0,
      settled: false,
    };
    created.answer.then(
      () => {
        created.settled = true;
        if (created.holders === 0) forget(created);
      },
      () => forget(created),
    );
    answers.set(key, (entry = created));
  }
  const held = entry;
  if (signal) {
    held.holders += 1;
    signal.addEventListener(
      'abort',
      () => {
        held.holders -= 1;
        if (held.holders > 0) return;
        forget(held);
        if (!held.settled) held.controller.abort();
      },
      { once: true },
    );
  }
  return held.answer;
}
