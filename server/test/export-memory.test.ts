/**
 * Memory of a 200,000-row export through the real HTTP server: the benchmark table's first 200,000 rows
 * (tests/bench/data.ts, SQLite, built once into a temp folder and reused by later runs) exported whole, the response
 * read as a stream while `process.memoryUsage()` is sampled every 100 ms. The process must not grow by 100 MB —
 * neither at full speed nor while the reader pauses for seconds and then reads slowly (the producer waits: cursor →
 * CSV → socket is one pipeline with backpressure). A pipeline that buffered would hold the ~12 MB of CSV plus
 * the rows as JS objects, well over the bound. The full 1,000,000-row export is measured by `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importBundle, listen, startDownload, tableBundle, type FixtureColumn } from './export-helpers';
import { createEnv, type TestEnv } from './harness';

const ROOT = path.resolve(__dirname, '..', '..');
const ROWS = 200_000;
const MB = 1024 * 1024;
/** Survives the run on purpose: the load takes a few seconds and data.ts keeps a table that is already complete. */
const BENCH_DIR = path.join(os.tmpdir(), 'tessera-export-200k');
const BENCH_FILE = path.join(BENCH_DIR, 'bench.sqlite');

const COLUMNS: FixtureColumn[] = [
  { key: 'event_date', name: '日期', data_type: 'date' },
  { key: 'country', name: '国家', data_type: 'varchar' },
  { key: 'platform', name: '平台', data_type: 'varchar' },
  { key: 'channel', name: '渠道', data_type: 'varchar' },
  { key: 'app_version', name: '版本', data_type: 'varchar' },
  { key: 'event_name', name: '事件', data_type: 'varchar' },
  { key: 'users', name: '用户数', data_type: 'integer' },
  { key: 'events', name: '事件数', data_type: 'integer' },
  { key: 'duration_sec', name: '时长', data_type: 'bigint' },
  { key: 'revenue', name: '收入', data_type: 'decimal' },
];

interface Sample {
  at: number;
  rss: number;
  heap: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const peak = (samples: Sample[], key: 'rss' | 'heap') => Math.max(...samples.map((s) => s[key]));

describe('CSV export memory (200,000 rows, SQLite, real HTTP server)', () => {
  let env: TestEnv;
  let diagramId: number;

  beforeAll(async () => {
    // A child process, so the load's own memory never counts against the export.
    const load = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(ROOT, 'tests', 'bench', 'data.ts'),
        '--dir',
        BENCH_DIR,
        '--rows',
        String(ROWS),
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    if (load.status !== 0 || !existsSync(BENCH_FILE))
      throw new Error(`loading the bench table failed: ${load.stderr || load.stdout}`);
    env = await createEnv('sqlite', { demo: false });
    copyFileSync(BENCH_FILE, path.join(env.config.dataSourcesDir, 'bench.sqlite'));
    await env.handle.services.connections.save({ name: 'bench', kind: 'sqlite', file: 'bench.sqlite' });
    const app = await env.handle.services.apps.add({ app_name: '压测', app_key: 'bench', status: 1, sort: 0 });
    const bundle = tableBundle({
      page: 'bench_rows',
      url: '/bench/rows',
      connection: 'bench',
      table: 'bench_events',
      columns: COLUMNS,
      sections: [{ key: 'rows', title: '明细', exportable: 1 }],
    });
    diagramId = (await importBundle(env, app.id, bundle)).pages[0].section_ids[0];
  }, 180_000);

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
  });

  it('exports every row with flat memory, also while the reader pauses and then reads slowly', async () => {
    const server = await listen(env);
    const samples: Sample[] = [];
    const sample = () => {
      const { rss, heapUsed } = process.memoryUsage();
      samples.push({ at: Date.now(), rss, heap: heapUsed });
    };
    global.gc?.();
    await wait(200);
    sample();
    const base = samples[0];
    const timer = setInterval(sample, 100);
    const started = Date.now();
    let pause: { from: Sample; to: Sample } | undefined;
    try {
      const payload = {
        diagram_id: diagramId,
        filter_condition: [],
        sort_key_map: { event_date: 'asc' },
        export_fields: Object.fromEntries(COLUMNS.map((c) => [c.key, c.name])),
      };
      const { response } = startDownload(server.port, env, payload, env.adminToken);
      const res = await response;
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-tessera-total-rows']).toBe(String(ROWS));
      expect(res.headers['x-tessera-truncated']).toBe('false');

      let bytes = 0;
      let lines = 0;
      let slowPhase = false;
      await new Promise<void>((resolve, reject) => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          // Mid-way: stop reading for 3 s, then read in short bursts for 3 s, then at full speed again.
          if (!slowPhase && lines > ROWS / 3) {
            slowPhase = true;
            res.pause();
            sample();
            const from = samples[samples.length - 1];
            void (async () => {
              await wait(3000);
              sample();
              pause = { from, to: samples[samples.length - 1] };
              const until = Date.now() + 3000;
              while (Date.now() < until) {
                res.resume();
                await wait(20);
                res.pause();
                await wait(200);
              }
              res.resume();
            })();
          }
        });
        res.once('end', resolve);
        res.once('error', reject);
      });
      const seconds = (Date.now() - started) / 1000;
      clearInterval(timer);
      sample();
      expect(lines).toBe(ROWS + 1);

      const rssGrowth = (peak(samples, 'rss') - base.rss) / MB;
      const heapGrowth = (peak(samples, 'heap') - base.heap) / MB;
      const pausedGrowth = pause ? (pause.to.rss - pause.from.rss) / MB : NaN;
      console.log(
        `export of ${ROWS} rows: ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s (6 s of it paused/slow reading); ` +
          `rss ${(base.rss / MB).toFixed(0)} → peak ${(peak(samples, 'rss') / MB).toFixed(0)} MB (+${rssGrowth.toFixed(1)}), ` +
          `heapUsed ${(base.heap / MB).toFixed(0)} → peak ${(peak(samples, 'heap') / MB).toFixed(0)} MB (+${heapGrowth.toFixed(1)}), ` +
          `during the 3 s pause ${pausedGrowth >= 0 ? '+' : ''}${pausedGrowth.toFixed(1)} MB rss`,
      );
      // The bound is on process memory (RSS), as the requirement states. heapUsed is logged only: between
      // collections it counts garbage too, so its peak depends on when V8 chooses to collect, not on what is held.
      expect(rssGrowth).toBeLessThan(100);
      expect(pause).toBeDefined();
      expect(pausedGrowth).toBeLessThan(10);
    } finally {
      clearInterval(timer);
      await server.close();
    }
  }, 300_000);
});
