// `npm test`: format check, lint and type-check side by side, then unit and integration tests (jest), the web build
// and end-to-end tests in Chromium (Playwright). Stops after the first failing step, prints each stage's time, and
// ends with one plain line `tests: N passed, N failed` that counts both test runners (a failing check stage counts
// as one failure).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });

const times = [];

function run(stage, cmd, args, env = {}) {
  console.log(`\n> [${stage}] ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  times.push([stage, (Date.now() - started) / 1000]);
  return status;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** A check run beside the others: its output is printed whole when it ends, so the three never interleave. */
function check(stage, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      times.push([stage, (Date.now() - started) / 1000]);
      console.log(`\n> [${stage}] ${cmd} ${args.join(' ')}: ${code === 0 ? 'ok' : 'FAILED'}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

let passed = 0;
let failed = 0;

// Lint is the long pole (a minute of type-aware rules); format and the native type-check share the other core.
const checks = await Promise.all([
  check('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  check('typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '-b']),
]);
failed += checks.filter(Boolean).length;
let status = failed ? 1 : 0;

if (!status) {
  const jestFile = join(out, 'jest.json');
  const jest = run('jest', 'npx', ['jest', '--json', `--outputFile=${jestFile}`]);
  const report = readJson(jestFile);
  passed += report?.numPassedTests ?? 0;
  failed += report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 1;
  status ||= jest;
}

if (!status) {
  status = run('build', 'npm', ['run', 'build']);
  if (status) failed += 1;
}

if (!status) {
  const e2eFile = join(out, 'e2e.json');
  const e2e = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
  });
  const report = readJson(e2eFile);
  passed += report?.stats?.expected ?? 0;
  failed += report ? (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0) : 1;
  status ||= e2e;
}

console.log(`\nstage times: ${times.map(([stage, s]) => `${stage} ${s.toFixed(0)} s`).join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(status || (failed ? 1 : 0));
