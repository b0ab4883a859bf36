// `npm test`: two lanes side by side: format check, lint and type-check (together), then unit and integration tests
// (jest); and the web build, then end-to-end tests in Chromium (Playwright) on it. Jest does not start when a check
// fails. Prints each stage's time and ends with one plain line `tests: N passed, N failed` that counts both test
// runners (a failing check or build counts as one failure).
//
// Why two lanes: the browser tests are a serial chain (one worker) that uses under one core, so the checks and jest
// fill the rest. The checks and jest run at a lower priority (`nice`): given equal shares, they made every browser
// story three to four times slower than alone (1,280 s for the lane against under 500 s), while jest itself mostly
// waits on the databases and loses little when it yields.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });

const times = [];
const began = Date.now();

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** A stage run beside others: its output is printed whole when it ends, so outputs never interleave. */
function background(stage, cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
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

/** Failed browser stories as `file:line title`, from Playwright's JSON report (suites nest by file and describe). */
function e2eFailures(report) {
  const names = (report.errors ?? []).map((error) => `e2e: ${String(error.message ?? error).split('\n')[0]}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) names.push(`e2e: ${spec.file}:${spec.line} ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/** Failed jest tests and suites that could not run, named by file. */
function jestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${root}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push(`jest: ${path} ${test.fullName}`);
    if (file.status === 'failed' && !failedTests.length) names.push(`jest: ${path} (the suite did not run)`);
  }
  return names;
}

/** The checks and jest: behind the browser lane (see above). `nice` is in every Debian; its children inherit it. */
const LOW = ['nice', '-n', '10'];

let passed = 0;
let failed = 0;

/** The build, then the browser stories on it: the build's CPU overlaps the checks instead of delaying both lanes. */
async function e2eLane() {
  const build = await background('build', 'npm', ['run', 'build']);
  if (build) return { status: build, passed: 0, failed: 1, names: ['the web or server build failed (see above)'] };
  const e2eFile = join(out, 'e2e.json');
  const status = await background('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
  });
  const report = readJson(e2eFile);
  return {
    status,
    passed: report?.stats?.expected ?? 0,
    failed: report ? (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0) : 1,
    names: report ? e2eFailures(report) : ['the browser lane wrote no report'],
  };
}

async function unitLane() {
  // Lint is the long pole of the checks (a minute of type-aware rules).
  const checks = await Promise.all([
    background('format', LOW[0], [...LOW.slice(1), 'npx', 'prettier', '--check', '--log-level', 'warn', '.']),
    background('lint', LOW[0], [...LOW.slice(1), 'npx', 'eslint', '--max-warnings', '0', '.']),
    // One thread: the checks already fill both cores, and tsgo's parallel checkers redo shared work (47 CPU-s of a
    // cold build against 25 single-threaded).
    background('typecheck', LOW[0], [
      ...LOW.slice(1),
      'node',
      'node_modules/typescript-native/bin/tsc',
      '-b',
      '--singleThreaded',
    ]),
  ]);
  const checksFailed = checks.filter(Boolean).length;
  if (checksFailed) return { status: 1, passed: 0, failed: checksFailed, names: ['a check failed (see above)'] };
  const jestFile = join(out, 'jest.json');
  // Asynchronous, so the browser lane's output can be printed while jest runs.
  const status = await new Promise((resolve) => {
    console.log('\n> [jest] npx jest --json');
    const started = Date.now();
    spawn(LOW[0], [...LOW.slice(1), 'npx', 'jest', '--json', `--outputFile=${jestFile}`], {
      cwd: root,
      stdio: 'inherit',
    }).on('close', (code) => {
      times.push(['jest', (Date.now() - started) / 1000]);
      resolve(code ?? 1);
    });
  });
  const report = readJson(jestFile);
  return {
    status,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 1,
    names: report ? jestFailures(report) : ['jest wrote no report'],
  };
}

const lanes = await Promise.all([unitLane(), e2eLane()]);
for (const lane of lanes) {
  passed += lane.passed;
  failed += lane.failed;
}
const status = lanes.find((lane) => lane.status)?.status ?? 0;

console.log(`\nstage times: ${times.map(([stage, s]) => `${stage} ${s.toFixed(0)} s`).join(', ')}`);
console.log(`wall time: ${((Date.now() - began) / 1000).toFixed(0)} s`);
// CI keeps only the tail of the output, so the failures are named again here, just above the count.
const names = lanes.flatMap((lane) => lane.names);
if (names.length) console.log(`\nfailed:\n${names.map((name) => `  ${name}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(status || (failed ? 1 : 0));
