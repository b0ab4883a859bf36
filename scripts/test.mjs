// `npm test`: format check, lint, type-check, unit and integration tests (jest), then end-to-end tests in Chromium
// (Playwright). Stops at the first failing stage, prints each stage's time, and ends with one plain line
// `tests: N passed, N failed` that counts both test runners (a failing check stage counts as one failure).
import { spawnSync } from 'node:child_process';
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

let passed = 0;
let failed = 0;
let status = 0;

for (const [stage, cmd, args] of [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['typecheck', 'npx', ['tsc', '-b']],
]) {
  status = run(stage, cmd, args);
  if (status) {
    failed += 1;
    break;
  }
}

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
