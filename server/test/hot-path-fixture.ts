/** Shared by the hot-path suites: a section whose answer shows its config, and the calls that read and change it. */
import type { ReportData } from '../src/domains/report/types';
import { data, type TestEnv } from './harness';

export const P = '/customize/page-diagram';
export const PAGE_URL = '/push/overview/list';
export const ROLE = '推送运营-查看';

/** A table section on the push list whose answer carries its config: the title column's name. */
export const hotSection = (columnName: string): Record<string, unknown> => ({
  title: 'hot',
  data_set_id: 'push_list',
  column_config_model_list: [
    { column_key: 'title', column_name: columnName, column_type: 0 },
    { column_key: 'sent', column_name: '发送数', column_type: 1 },
  ],
});

export const query = (diagramId: number) => ({ diagram_id: diagramId, filter_condition: [], sort_key_map: {} });

/** The column name the answer shows for `title`, or the HTTP status when there was no answer. */
export async function shownName(
  env: Pick<TestEnv, 'post'>,
  diagramId: number,
  token: string,
  preview = false,
): Promise<string> {
  const res = await env.post(`${P}/new/data`, { ...query(diagramId), ...(preview ? { preview: 1 } : {}) }, token);
  if (res.status !== 200) return `HTTP ${res.status}`;
  return data<ReportData>(res).columns.find((c) => c.column_key === 'title')?.column_name ?? 'no title column';
}

/** The metadata-store statements run while `work` runs (the SQL text of each). */
export async function storeStatements(env: TestEnv, work: () => Promise<unknown>): Promise<string[]> {
  // Sequelize reads its `logging` option on every statement; its typings do not expose the options object.
  type Logging = false | ((sql: string) => void);
  const { options } = env.handle.store.sequelize as unknown as { options: { logging: Logging } };
  const before = options.logging;
  const seen: string[] = [];
  options.logging = (sql: string) => void seen.push(sql);
  try {
    await work();
  } finally {
    options.logging = before;
  }
  return seen;
}

export async function ok(res: Promise<{ status: number; body: unknown }>): Promise<void> {
  const done = await res;
  if (done.status !== 200) throw new Error(`${done.status} ${JSON.stringify(done.body)}`);
}
