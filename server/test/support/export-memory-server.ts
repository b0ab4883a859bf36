/**
 * The server of export-memory.test.ts, run as a child process so the suite measures the memory of a process that
 * does nothing but serve the export: a jest worker carries the heap of every suite it ran before, and V8 grows a
 * large heap instead of collecting it, which hides what the export itself holds.
 *
 * Argument: the SQLite file of the bench table. Prints one JSON line `{port, path, token, diagramId}` once it
 * listens, then serves until its stdin closes. Each line on stdin is answered with one JSON line: `written` with
 * `{written}`, the bytes its sockets handed to the kernel; `memory` with what the process holds after a full
 * collection, `{heap, external}` (V8's used heap and the buffers outside it, in bytes; needs --expose-gc).
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { addTablePage, DOWNLOAD, listen } from '../export-helpers';
import { createEnv } from '../harness';
import { EXPORT_COLUMNS } from './export-memory-columns';

async function main(): Promise<void> {
  const [benchFile] = process.argv.slice(2);
  if (!benchFile) throw new Error('usage: export-memory-server <bench.sqlite>');
  const env = await createEnv('sqlite', { demo: false });
  copyFileSync(benchFile, path.join(env.config.dataSourcesDir, 'bench.sqlite'));
  await env.handle.services.connections.save({ name: 'bench', kind: 'sqlite', file: 'bench.sqlite' });
  const [diagramId] = await addTablePage(
    env,
    { name: '压测', key: 'bench' },
    {
      page: 'bench_rows',
      url: '/bench/rows',
      connection: 'bench',
      table: 'bench_events',
      columns: EXPORT_COLUMNS,
      sections: [{ key: 'rows', title: '明细', exportable: 1 }],
    },
  );
  const server = await listen(env);
  process.stdout.write(
    `${JSON.stringify({ port: server.port, path: env.api(DOWNLOAD), token: env.adminToken, diagramId })}\n`,
  );
  const gc = (globalThis as { gc?: () => void }).gc;
  const commands = createInterface({ input: process.stdin });
  const answer = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  commands.on('line', (line) => {
    if (line === 'written') answer({ written: server.written() });
    if (line === 'memory' && gc) {
      gc();
      const { heapUsed, external } = process.memoryUsage();
      answer({ heap: heapUsed, external });
    }
  });
  commands.once('close', () => {
    void (async () => {
      await server.close();
      await env.handle.close();
      await env.close();
      process.exit(0);
    })();
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
