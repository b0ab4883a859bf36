/**
 * The warm-cache figures of `new/data`:
 * - inside the server: what a request costs once Koa handed it over — the token and session check, the report call
 *   (plan, access, cache read, rows parsed) and the answer's JSON — called in-process, one at a time;
 * - requests per second on one core: keep-alive POSTs from a load generator in a separate process (so it does not
 *   share the server's thread), 16 in flight, for a few seconds; the server's own CPU time is reported beside it, so
 *   a figure taken on a busy machine can be read for what it is.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import type { BenchServer } from './server';
import { median, percentile } from './stats';

export interface CacheHitFigures {
  inServer: { p50: number; p95: number; runs: number };
  perSecond: number;
  /** CPU time the server process used per second of the throughput run (1 = one core busy). */
  serverCores: number;
  errors: number;
  concurrency: number;
  seconds: number;
  /** The machine's 1-minute load average when the throughput run ended. */
  loadAverage: number;
}

const API = '/api/customize/page-diagram';
const CONCURRENCY = 16;
const SECONDS = 5;

/** Runs in the child: keeps CONCURRENCY requests in flight for SECONDS, then prints {count, errors}. */
const LOAD_SCRIPT = `
const http = require('node:http');
const [port, path, token, body, concurrency, seconds] = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const end = Date.now() + seconds * 1000;
let count = 0, errors = 0;
const one = () => new Promise((resolve) => {
  const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: {
    'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: 'Bearer ' + token,
  } }, (res) => {
    res.resume();
    res.on('end', () => { if (res.statusCode === 200 && res.headers['x-tessera-cache'] === 'hit') count++; else errors++; resolve(); });
  });
  req.on('error', () => { errors++; resolve(); });
  req.end(body);
});
const worker = async () => { while (Date.now() < end) await one(); };
Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
  process.stdout.write(JSON.stringify({ count, errors }));
  agent.destroy();
});
`;

function loadGenerator(server: BenchServer, payload: unknown): Promise<{ count: number; errors: number }> {
  const args = JSON.stringify([
    server.port,
    `${API}/new/data`,
    server.token,
    JSON.stringify(payload),
    CONCURRENCY,
    SECONDS,
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD_SCRIPT, args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out) as { count: number; errors: number });
    });
  });
}

/** `payload` must already be cached (the caller warmed it). */
export async function measureCacheHits(server: BenchServer, payload: Record<string, unknown>, runs: number) {
  const { auth, report } = server.handle.services;
  const once = async () => {
    const found = await auth.authenticate(server.token);
    if (!found) throw new Error('the bench token was refused');
    // As the route does: the generation the token check read.
    const generation = found.generations?.config ?? null;
    const answer = await report.data(found.user, payload as never, { generation });
    if (answer.cache !== 'hit') throw new Error(`expected a cache hit, got ${String(answer.cache)}`);
    JSON.stringify({ code: 1, message: 'ok', result_data: answer.result });
  };
  for (let i = 0; i < 200; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < Math.max(runs * 50, 1000); i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }

  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const { count, errors } = await loadGenerator(server, payload);
  const wall = (performance.now() - wallBefore) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const figures: CacheHitFigures = {
    inServer: { p50: median(times), p95: percentile(times, 95), runs: times.length },
    perSecond: count / SECONDS,
    serverCores: (cpu.user + cpu.system) / 1e6 / wall,
    errors,
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    loadAverage: os.loadavg()[0],
  };
  return figures;
}
