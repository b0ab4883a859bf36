// `npm start`: build the web app when its bundle is missing or older than its sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'web/dist/build.json');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'renderer/src', 'schema/src'].map((p) =>
  join(root, p),
);
if (!existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs) {
  console.log('Building the web app (first start or sources changed)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const server = spawn(process.execPath, [tsx, join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
