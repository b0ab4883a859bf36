/**
 * Where a warm-cache `new/data` spends the server's CPU: the bench server (SQLite bench table, see run.ts) under the
 * cache-hit load of cache-hits.ts, profiled with the inspector; prints self time by package or server folder and the
 * heaviest functions.
 *
 *   npx tsx tests/bench/profile-hits.ts [--dir <folder of bench.sqlite>] [--rows N] [--redis <url>]
 */
import { Session, type Profiler } from 'node:inspector/promises';
import { BENCH_ROWS } from './data';
import { measureCacheHits } from './cache-hits';
import { postJson } from './http';
import { startServer } from './server';
import { ensureDatabase, loadTable, sqliteTarget, DEFAULT_DIR } from './target';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** Who a frame belongs to: a package of node_modules, a folder of the repo, or node itself. */
function ownerOf(url: string): string {
  if (!url) return '(native / GC / idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const repo = /\/(server\/src\/[^/]+(?:\/[^/]+)?|schema\/src\/[^/]+|tests\/bench)\//.exec(url);
  if (repo) return repo[1];
  return url.startsWith('node:') ? 'node internals' : url;
}

function summarize(profile: Profiler.Profile): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    total += us;
    const owner = frame.functionName === '(idle)' ? '(idle)' : ownerOf(frame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${owner} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const busy = total - (byOwner.get('(idle)') ?? 0);
  const print = (title: string, entries: Map<string, number>, top: number) => {
    console.log(`\n${title} (share of busy CPU time, idle excluded):`);
    for (const [name, us] of [...entries]
      .filter(([n]) => n !== '(idle)')
      .sort((x, y) => y[1] - x[1])
      .slice(0, top))
      console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`);
  };
  console.log(`\nbusy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled`);
  print('by owner', byOwner, 25);
  print('heaviest functions', byFunction, 25);
}

async function main(): Promise<void> {
  const target = sqliteTarget(arg('dir') ?? DEFAULT_DIR);
  await ensureDatabase(target);
  loadTable(target, Number(arg('rows') ?? BENCH_ROWS));
  const server = await startServer(target, { redisUrl: arg('redis') });
  try {
    const payload = {
      diagram_id: server.report,
      filter_condition: [
        {
          key: 'event_date',
          value_type: 'date',
          operator: 'date_range',
          range: { start: '2020-01-01', end: '2030-01-01' },
        },
      ],
      sort_key_map: { event_date: 'desc' },
      page: { page: 1, page_size: 50 },
    };
    await postJson(server.port, '/api/customize/page-diagram/new/data', payload, server.token);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const figures = await measureCacheHits(server, payload, 20);
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    console.log(JSON.stringify(figures));
    summarize(profile);
  } finally {
    await server.close();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
