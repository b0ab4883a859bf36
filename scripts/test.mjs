// `npm test`: type-check, unit and integration tests (jest), then end-to-end tests in Chromium (Playwright).
// Ends with one plain line `tests: N passed, N failed` that counts both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });

function run(cmd, args, env = {}) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
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

status ||= run('npx', ['tsc', '-b']);
if (status) failed += 1;

if (!status) {
  const jestFile = join(out, 'jest.json');
  const jest = run('npx', ['jest', '--json', `--outputFile=${jestFile}`]);
  const report = readJson(jestFile);
  passed += report?.numPassedTests ?? 0;
  failed += report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 1;
  status ||= jest;
}

if (!status) {
  const e2eFile = join(out, 'e2e.json');
  status ||= run('npm', ['run', 'build']);
  const e2e = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
  const report = readJson(e2eFile);
  passed += report?.stats?.expected ?? 0;
  failed += report ? (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0) : 1;
  status ||= e2e;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(status || (failed ? 1 : 0));
