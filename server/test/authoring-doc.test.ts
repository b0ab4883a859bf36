/**
 * docs/authoring-pages.md replayed against the real server (SQLite store, the demo data file as data source): every
 * request of the guide is sent as written (ids taken from earlier answers where the guide says so), and every answer
 * must have the status and shape the guide shows — errors must match it exactly. So the guide cannot rot: a change
 * of a body, a route or an answer fails here, naming the step and what the server sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { ApiEnvelope } from '@tessera/schema/api';
import type { ReportData } from '../src/domains/report/types';
import { createEnv, type TestEnv } from './harness';
import { parseGuide, setAt, shapeDifferences, valueAt, type GuideStep } from './support/guide';

const GUIDE = path.resolve(__dirname, '..', '..', 'docs', 'authoring-pages.md');
const STEPS = parseGuide(readFileSync(GUIDE, 'utf8'));
/** Small demo data: 40 days up to yesterday, enough for the guide's "past 30 days". */
const DEMO_DATA = { users: 300, days: 40, seed: 42 };

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, or null for other content. */
  json: ApiEnvelope<unknown> | null;
  text: string;
}

const byName = (name: string): GuideStep => {
  const step = STEPS.find((s) => s.name === name);
  if (!step) throw new Error(`the guide has no step "${name}"`);
  return step;
};
const reportOf = (answer: Answer) => answer.json?.result_data as ReportData;
const columnKeys = (report: ReportData) => report.columns.map((c) => c.column_key);

/** The request of a step with the values it takes from earlier answers. */
function prepared(step: GuideStep, answers: Map<string, Answer>): { url: string; body: unknown } {
  const url = new URL(step.path, 'http://guide.test');
  const body = step.body === undefined ? undefined : (JSON.parse(JSON.stringify(step.body)) as unknown);
  for (const b of step.bindings) {
    const source = answers.get(b.step);
    if (!source) throw new Error(`step ${step.name} takes ${b.target} from step ${b.step}, which has not run`);
    const value = valueAt(source.json?.result_data, b.path);
    if (value === undefined) throw new Error(`step ${b.step} answered nothing at ${b.path}`);
    if (step.method === 'GET') {
      if (!url.searchParams.has(b.target)) throw new Error(`step ${step.name} has no query parameter ${b.target}`);
      if (typeof value !== 'number' && typeof value !== 'string') throw new Error(`${b.step}.${b.path} is no scalar`);
      url.searchParams.set(b.target, String(value));
    } else setAt(body, b.target, value);
  }
  return { url: `${url.pathname}${url.search}`, body };
}

async function send(env: TestEnv, step: GuideStep, answers: Map<string, Answer>, token: string): Promise<Answer> {
  const { url, body } = prepared(step, answers);
  const verb = { GET: 'get', POST: 'post', DELETE: 'delete' } as const;
  let req: request.Test = env.http[verb[step.method]](url).set('Accept-Language', 'en');
  if (!step.anonymous && token) req = req.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) req = req.send(body as object);
  // Read every answer as text, so CSV downloads and JSON are compared the same way.
  const res = await req.buffer(true).parse((r, done) => {
    let text = '';
    r.setEncoding('utf8');
    r.on('data', (chunk: string) => (text += chunk));
    r.on('end', () => done(null, text));
  });
  const text = res.body as string;
  const isJson = /json/.test(String(res.headers['content-type']));
  return {
    status: res.status,
    headers: res.headers,
    json: isJson ? (JSON.parse(text) as ApiEnvelope<unknown>) : null,
    text,
  };
}

/** What differs between the answer and what the guide shows (empty when they agree). */
function differences(step: GuideStep, answer: Answer): string[] {
  const shown = step.response;
  if (!shown) return ['the guide shows no response'];
  if (answer.status !== shown.status) return [`status ${answer.status}, the guide shows ${shown.status}`];
  if (shown.lang === 'csv') {
    const lines = answer.text.replace(/^\uFEFF/, '').split('\r\n');
    const shownLines = shown.text.split('\n');
    return [
      ...(/^text\/csv/.test(answer.headers['content-type'] ?? '')
        ? []
        : [`content type ${answer.headers['content-type']}`]),
      ...(lines[0] === shownLines[0] ? [] : [`header row ${lines[0]}, the guide shows ${shownLines[0]}`]),
      ...(lines.length >= shownLines.length ? [] : [`${lines.length} lines, the guide shows ${shownLines.length}`]),
    ];
  }
  const guide = JSON.parse(shown.text) as ApiEnvelope<unknown>;
  if (shown.status >= 400) {
    // Errors are shown exactly: their messages and pointers are what a reader has to understand.
    return JSON.stringify(answer.json) === JSON.stringify(guide) ? [] : ['the error differs from the one shown'];
  }
  return [
    ...(answer.json?.code === guide.code ? [] : [`code ${answer.json?.code}`]),
    ...shapeDifferences(guide, answer.json),
  ];
}

/** Fails with the whole answer when it is not what the guide shows, so the guide can be corrected from the message. */
function expectAsShown(step: GuideStep, answer: Answer): void {
  const problems = differences(step, answer);
  if (problems.length === 0) return;
  const sent = answer.json ? JSON.stringify(answer.json, null, 2) : answer.text;
  throw new Error(
    `step ${step.name} (docs/authoring-pages.md line ${step.line}):\n- ${problems.join('\n- ')}\nThe server sent:\n${sent}`,
  );
}

/** What the guide's prose promises about some answers, beyond their shape. */
const PROMISES: Record<string, (answer: Answer, answers: Map<string, Answer>) => void> = {
  'table-data': (answer) => {
    const report = reportOf(answer);
    expect(columnKeys(report)).toEqual(['dt', 'country', 'events', 'revenue']);
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.page?.total_size).toBeGreaterThan(report.rows.length);
  },
  'chart-data': (answer) => {
    const report = reportOf(answer);
    expect(columnKeys(report)).toEqual(['dt', 'events', 'revenue']);
    // One row per day of the past 30: the line has its points.
    expect(report.rows).toHaveLength(30);
  },
  'filtered-data': (answer, answers) => {
    const report = reportOf(answer);
    const chosen = (
      byName('filtered-data').body as { filter_condition: { values?: string[] }[] }
    ).filter_condition.flatMap((c) => c.values ?? []);
    expect(report.rows.length).toBeGreaterThan(0);
    for (const row of report.rows) expect(chosen).toContain(row.country);
    const all = reportOf(answers.get('table-data') as Answer).page?.total_size as number;
    expect(report.page?.total_size).toBeLessThan(all);
  },
  'country-options': (answer) => {
    const values = (answer.json?.result_data as { value: string }[]).map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining(['cn', 'us', 'jp']));
  },
  export: (answer) => {
    expect(answer.headers['x-tessera-truncated']).toBe('false');
    expect(Number(answer.headers['x-tessera-total-rows'])).toBeGreaterThan(0);
  },
};

describe('docs/authoring-pages.md against the server (SQLite)', () => {
  let env: TestEnv;
  let token = '';
  const answers = new Map<string, Answer>();

  beforeAll(async () => {
    // The guide logs in as admin with the password it shows; the demo gives it the data file it connects to.
    const password = (byName('login').body as { password: string }).password;
    env = await createEnv('sqlite', { demoData: DEMO_DATA, adminPassword: password });
  }, 120_000);
  afterAll(async () => {
    await env.handle.close();
    await env.close();
  });

  it('walks through every step the test relies on, each with its answer', () => {
    const names = STEPS.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['login', ...Object.keys(PROMISES)]));
    expect(STEPS.filter((s) => !s.response).map((s) => s.name)).toEqual([]);
  });

  for (const step of STEPS) {
    it(`${step.name}: ${step.method} ${step.path}`, async () => {
      const answer = await send(env, step, answers, token);
      answers.set(step.name, answer);
      if (step.name === 'login') token = (answer.json?.result_data as { token: string }).token;
      expectAsShown(step, answer);
      PROMISES[step.name]?.(answer, answers);
    });
  }
});
