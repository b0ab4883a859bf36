import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli/main';
import { fixturePath, fixtureText } from './fixtures/documents';

const CLI = join(__dirname, '..', 'cli', 'tessera.cjs');
const ROOT = join(__dirname, '..', '..');

interface Run {
  status: number | null;
  stdout: string[];
  stderr: string[];
}

const lines = (s: string) => s.split('\n').filter((l) => l !== '');

/** Runs a command line in this process, in `cwd`, collecting what it writes. */
function tessera(args: string[], cwd: string): Run {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = main(args, {
    out: (line) => stdout.push(...lines(line)),
    err: (line) => stderr.push(...lines(line)),
    cwd,
  });
  return { status, stdout, stderr };
}

/** Runs the real bin in a child process, the way CI and editors run it. */
function tesseraBin(args: string[], cwd: string): Run {
  const res = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: res.status, stdout: lines(res.stdout), stderr: lines(res.stderr) };
}

/** The parts of the v2 page fixture the tests break on purpose. */
interface PageFixture {
  sections: { chart_config: { height?: unknown; series: { type?: string }[] } }[];
  layout: { items: { section_id: number }[] };
}
const pageFixture = () => JSON.parse(fixtureText('v2', 'page')) as PageFixture;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string | object): string {
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}

describe('tessera --help', () => {
  it('lists the commands and says the default language is zh', () => {
    const run = tessera(['--help'], dir);
    expect(run.status).toBe(0);
    const text = run.stdout.join('\n');
    expect(text).toMatch(/validate <files…>/);
    expect(text).toMatch(/migrate <files…>/);
    expect(text).toMatch(/fmt <files…>/);
    expect(text).toMatch(/default zh/);
  });

  it('each command has its help; wrong usage exits 2', () => {
    for (const command of ['validate', 'migrate', 'fmt']) {
      const run = tessera([command, '--help'], dir);
      expect([command, run.status, run.stdout[0]]).toEqual([
        command,
        0,
        expect.stringContaining(`Usage: tessera ${command}`),
      ]);
    }
    expect(tessera(['frobnicate'], dir)).toMatchObject({
      status: 2,
      stderr: ['tessera: unknown command "frobnicate"', 'run "tessera --help" for usage'],
    });
    expect(tessera(['validate'], dir)).toMatchObject({
      status: 2,
      stderr: ['tessera: no files given', 'run "tessera validate --help" for usage'],
    });
    expect(tessera(['validate', '--lang', 'fr', 'x.json'], dir).status).toBe(2);
    expect(tessera(['validate', '--bogus', 'x.json'], dir).status).toBe(2);
    expect(tessera([], dir).status).toBe(2);
  });
});

describe('tessera validate', () => {
  it('a clean page and template: exit 0, nothing on stderr, a summary on stdout', () => {
    copyFileSync(fixturePath('v2', 'page'), join(dir, 'page.json'));
    copyFileSync(fixturePath('v2', 'template'), join(dir, 'bundle.json'));
    const run = tessera(['validate', '--lang', 'en', 'page.json', 'bundle.json'], dir);
    expect(run).toEqual({ status: 0, stdout: ['checked 2 file(s): 0 error(s), 0 warning(s)'], stderr: [] });
  });

  it('errors: exit 1, one line per problem `file:pointer: message`, in zh by default', () => {
    const page = pageFixture();
    page.sections[0].chart_config.height = '300px';
    page.layout.items[0].section_id = 999;
    delete page.sections[1].chart_config.series[0].type;
    file('bad.json', page);
    const zh = tessera(['validate', 'bad.json'], dir);
    expect(zh.status).toBe(1);
    expect(zh.stderr).toEqual([
      'bad.json:/sections/0/chart_config/height: 图表高度必须是数字、数字字符串或 "auto"（实际为 "300px"）',
    ]);
    page.sections[0].chart_config.height = 300;
    file('bad.json', page);
    const en = tessera(['validate', '--lang', 'en', 'bad.json'], dir);
    expect(en).toEqual({
      status: 1,
      stdout: ['checked 1 file(s): 1 error(s), 1 warning(s)'],
      stderr: [
        'bad.json:/layout/items/0/section_id: the layout places section 999, which is not on this page',
        'bad.json:/sections/1/chart_config/series/0/type: warning: the series has no type: set type to one of line, bar, pie',
      ],
    });
  });

  it('warnings alone do not fail', () => {
    const page = pageFixture();
    delete page.sections[1].chart_config.series[0].type;
    file('warn.json', page);
    const run = tessera(['validate', 'warn.json'], dir);
    expect(run.status).toBe(0);
    expect(run.stderr).toEqual([
      'warn.json:/sections/1/chart_config/series/0/type: 警告: 图表系列缺少类型：请将 type 设为 line, bar, pie 之一',
    ]);
  });

  it('bad JSON names the file, line and column; a missing file names the file; the others are still checked', () => {
    file('broken.json', '{\n  "name": "x",\n  "sections": [}\n');
    copyFileSync(fixturePath('v2', 'page'), join(dir, 'ok.json'));
    const run = tessera(['validate', '--lang', 'en', 'broken.json', 'missing.json', 'ok.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toEqual([
      'broken.json:3:16: invalid JSON: expected a value, found "}"',
      'missing.json: cannot read the file (ENOENT)',
    ]);
    expect(run.stdout).toEqual(['checked 3 file(s): 2 error(s), 0 warning(s)']);
  });

  it('an old document is told to migrate; --kind overrides detection; an unknown kind of document is explained', () => {
    copyFileSync(fixturePath('v1', 'page'), join(dir, 'old.json'));
    expect(tessera(['validate', '--lang', 'en', 'old.json'], dir).stderr).toEqual([
      'old.json:/version: document version 1 is older than 2: run "tessera migrate old.json" first',
    ]);
    file('filter.json', { name: '日期', class_en: 'dt', filter_type: 'date', where_type: 'gt' });
    expect(tessera(['validate', '--lang', 'en', 'filter.json'], dir)).toMatchObject({
      status: 1,
      stderr: [
        'filter.json: cannot tell what this document is (a template bundle has "pages", a page has "sections"): pass --kind',
      ],
    });
    const run = tessera(['validate', '--lang', 'en', '--kind', 'filter', 'filter.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stderr[0]).toMatch(/^filter\.json:\/where_type: operator "gt" does not apply to date values/);
  });
});

describe('tessera migrate', () => {
  it('rewrites v1 files as canonical v2 and reports `file: 1 → 2`; current files are reported as such', () => {
    copyFileSync(fixturePath('v1', 'page'), join(dir, 'page.json'));
    copyFileSync(fixturePath('v1', 'template'), join(dir, 'bundle.json'));
    copyFileSync(fixturePath('v2', 'page'), join(dir, 'current.json'));
    const run = tessera(['migrate', '--lang', 'en', 'page.json', 'bundle.json', 'current.json'], dir);
    expect(run).toEqual({
      status: 0,
      stdout: ['page.json: 1 → 2', 'bundle.json: 1 → 2', 'current.json: 2 (current)'],
      stderr: [],
    });
    expect(readFileSync(join(dir, 'page.json'), 'utf8')).toBe(fixtureText('v2', 'page'));
    expect(readFileSync(join(dir, 'bundle.json'), 'utf8')).toBe(fixtureText('v2', 'template'));
    expect(tessera(['validate', 'page.json', 'bundle.json'], dir).status).toBe(0);
  });

  it('a version from the future is an error naming it, and the file is left alone', () => {
    const text = JSON.stringify({ version: 7, name: 'x', sections: [] });
    file('future.json', text);
    const run = tessera(['migrate', '--lang', 'en', 'future.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toEqual([
      'future.json:/version: document version 7 is newer than this Tessera reads (2): upgrade Tessera to open it',
    ]);
    expect(readFileSync(join(dir, 'future.json'), 'utf8')).toBe(text);
  });
});

describe('tessera fmt', () => {
  it('--check reports files that would change and exits 1 without writing; fmt rewrites them; then --check passes', () => {
    const messy = JSON.stringify(JSON.parse(fixtureText('v2', 'template')));
    file('bundle.json', messy);
    copyFileSync(fixturePath('v2', 'page'), join(dir, 'page.json'));
    expect(tessera(['fmt', '--check', 'bundle.json', 'page.json'], dir)).toEqual({
      status: 1,
      stdout: ['bundle.json'],
      stderr: [],
    });
    expect(readFileSync(join(dir, 'bundle.json'), 'utf8')).toBe(messy);
    expect(tessera(['fmt', 'bundle.json', 'page.json'], dir)).toEqual({
      status: 0,
      stdout: ['bundle.json'],
      stderr: [],
    });
    expect(readFileSync(join(dir, 'bundle.json'), 'utf8')).toBe(fixtureText('v2', 'template'));
    expect(tessera(['fmt', '--check', 'bundle.json', 'page.json'], dir)).toEqual({ status: 0, stdout: [], stderr: [] });
  });

  it('formats other kinds with --kind', () => {
    file('series.json', '{"type":"line","name":"GMV"}');
    expect(tessera(['fmt', '--kind', 'series', 'series.json'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'series.json'), 'utf8')).toBe('{\n  "name": "GMV",\n  "type": "line"\n}\n');
  });
});

describe('the tessera bin', () => {
  it('runs as `npx tessera` from the repository root', () => {
    const res = spawnSync('npx', ['--no-install', 'tessera', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Usage: tessera <command>');
  });

  it('reads files from its working folder, writes to stdout and stderr, and exits with the status', () => {
    file('broken.json', '{');
    copyFileSync(fixturePath('v2', 'page'), join(dir, 'ok.json'));
    expect(tesseraBin(['validate', '--lang', 'en', 'broken.json', 'ok.json'], dir)).toEqual({
      status: 1,
      stdout: ['checked 2 file(s): 1 error(s), 0 warning(s)'],
      stderr: ['broken.json:1:2: invalid JSON: expected a property name in double quotes, found the end of the file'],
    });
    expect(tesseraBin(['frobnicate'], dir).status).toBe(2);
  });
});
