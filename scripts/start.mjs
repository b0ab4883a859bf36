// `npm start`: build the web app and the server when their output is missing or older than their sources, then run
// the server's bundle with plain Node (no transpiling, no source-map work on the hot path).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [join(root, 'web/dist/build.json'), join(root, 'server/dist/main.cjs')];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'renderer/src',
  'designer/src',
  'schema/src',
  'server/src',
  'server/scripts',
].map((p) => join(root, p));
const built = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
if (Math.max(...sources.map(newestMtime)) > built) {
  console.log('Building the web app and the server (first start or sources changed)…');
  const status = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'server/dist/main.cjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
