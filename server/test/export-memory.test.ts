/**
 * Memory of a 200,000-row export through the real HTTP server: the benchmark table's first 200,000 rows
 * (tests/bench/data.ts, SQLite, built once into a temp folder and reused by later runs) exported whole by a server
 * in a child process (support/export-memory-server.ts), whose RSS is sampled every 100 ms while the response is
 * read as a stream. It must not grow by 100 MB — neither at full speed nor while the reader pauses for seconds and
 * then reads slowly (the producer waits: cursor → CSV → socket is one pipeline with backpressure). A pipeline that
 * buffered would hold the ~12 MB of CSV plus the rows as JS objects, well over the bound. The full 1,000,000-row
 * export is measured by `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { EXPORT_COLUMNS } from './support/export-memory-columns';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const ROWS = 200_000;
const MB = 1024 * 1024;
const OLD_SPACE_MB = 256;
/** Survives the run on purpose: the load takes a few seconds and data.ts keeps a table that is already complete. */
const BENCH_DIR = path.join(os.tmpdir(), 'tessera-export-200k');
const BENCH_FILE = path.join(BENCH_DIR, 'bench.sqlite');

interface Served {
  port: number;
  path: string;
  token: string;
  diagramId: number;
}

/** The child's resident set, from /proc (Linux, where the suite runs). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

function post(served: Served, payload: unknown): Promise<http.IncomingMessage> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: served.port,
      method: 'POST',
      path: served.path,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Authorization: `Bearer ${served.token}`,
      },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(body);
  });
}

interface Sample {
  at: number;
  rss: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const peak = (samples: Sample[]) => Math.max(...samples.map((s) => s.rss));

describe('CSV export memory (200,000 rows, SQLite, real HTTP server in a child process)', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  let served: Served;

  beforeAll(async () => {
    // Children, so neither the load's memory nor the jest worker's counts against the export.
    const load = spawnSync(
      process.execPath,
      [TSX, path.join(ROOT, 'tests', 'bench', 'data.ts'), '--dir', BENCH_DIR, '--rows', String(ROWS)],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    if (load.status !== 0 || !existsSync(BENCH_FILE))
      throw new Error(`loading the bench table failed: ${load.stderr || load.stdout}`);
    // tsx as a loader in the same process (its CLI would add a parent process, whose memory is not the server's).
    const script = path.join(__dirname, 'support', 'export-memory-server.ts');
    // The old-space cap makes V8 collect as a loaded server does: with none, a young process defers collection and
    // its RSS grows by ~120 MB of garbage while holding nothing, which would hide what the export itself holds.
    const server = spawn(
      process.execPath,
      [`--max-old-space-size=${OLD_SPACE_MB}`, '--import', 'tsx', script, BENCH_FILE],
      {
        cwd: ROOT,
      },
    );
    child = server;
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const firstLine = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', resolve);
      server.once('exit', (code) => reject(new Error(`export server exited with ${code}: ${stderr}`)));
    });
    served = JSON.parse(firstLine) as Served;
  }, 180_000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.stdin.end();
    await exited;
  });

  it('exports every row with flat memory, also while the reader pauses and then reads slowly', async () => {
    const pid = child?.pid;
    if (pid === undefined) throw new Error('the export server is not running');
    const samples: Sample[] = [];
    const sample = () => samples.push({ at: Date.now(), rss: rssOf(pid) });
    sample();
    const base = samples[0];
    const timer = setInterval(sample, 100);
    const started = Date.now();
    let pause: { from: Sample; to: Sample } | undefined;
    try {
      const payload = {
        diagram_id: served.diagramId,
        filter_condition: [],
        sort_key_map: { event_date: 'asc' },
        export_fields: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, c.name])),
      };
      const res = await post(served, payload);
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

      const rssGrowth = (peak(samples) - base.rss) / MB;
      const pausedGrowth = pause ? (pause.to.rss - pause.from.rss) / MB : NaN;
      console.log(
        `export of ${ROWS} rows: ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s (6 s of it paused/slow reading); ` +
          `server rss ${(base.rss / MB).toFixed(0)} → peak ${(peak(samples) / MB).toFixed(0)} MB (+${rssGrowth.toFixed(1)}), ` +
          `during the 3 s pause ${pausedGrowth >= 0 ? '+' : ''}${pausedGrowth.toFixed(1)} MB rss`,
      );
      // The bound is on the server's process memory (RSS), as the requirement states.
      expect(rssGrowth).toBeLessThan(100);
      expect(pause).toBeDefined();
      expect(pausedGrowth).toBeLessThan(10);
    } finally {
      clearInterval(timer);
    }
  }, 300_000);
});
