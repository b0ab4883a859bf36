import { mkdtempSync, readFileSync, statSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normaliseBasePath } from '@tessera/schema/rules';
import { dialectOf, loadConfig, parseDeployVariant } from '../src/config';
import { findRepoRoot } from '../src/core/repo-root';
import { pickLang, t } from '../src/i18n';
import { attributeJson, injectHead } from '../src/domains/web/dist';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-config-'));

describe('config', () => {
  it('defaults: port 8080, SQLite in DATA_DIR, base /, demo on, web/dist of the repo', () => {
    const dir = path.join(tmp(), 'nested', 'data');
    const c = loadConfig({ DATA_DIR: dir });
    expect(existsSync(dir)).toBe(true);
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe(`sqlite:${path.join(dir, 'tessera.sqlite')}`);
    expect(c.dialect).toBe('sqlite');
    expect(c.basePath).toBe('/');
    expect(c.demo).toBe(true);
    expect(c.adminPassword).toBeNull();
    expect(c.repoRoot).toBe(findRepoRoot(__dirname));
    expect(c.webDist).toBe(path.join(c.repoRoot, 'web', 'dist'));
    expect(c.demoFile).toBe(path.join(c.repoRoot, 'examples', 'demo', 'apps.json'));
  });

  it('generates the secret once into DATA_DIR/secret with mode 0600 and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).secret;
    const file = path.join(dir, 'secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(Buffer.from(first, 'hex')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, TESSERA_SECRET: 'from-env' }).secret).toBe('from-env');
  });

  it('reads DATABASE_URL, BASE_PATH, TESSERA_DEMO, PORT', () => {
    const dir = tmp();
    const c = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgresql://u@h/db',
      BASE_PATH: 'tessera',
      TESSERA_DEMO: '0',
      PORT: '9000',
      ADMIN_PASSWORD: 'x',
    });
    expect(c.dialect).toBe('postgres');
    expect(c.basePath).toBe('/tessera/');
    expect(c.demo).toBe(false);
    expect(c.port).toBe(9000);
    expect(c.adminPassword).toBe('x');
    expect(dialectOf('mysql://root@127.0.0.1:3306/x')).toBe('mysql');
    expect(() => dialectOf('oracle://x')).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/PORT/);
  });

  it('reads DEPLOY_VARIANT: production by default, test or pre, and refuses anything else at start', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).deployVariant).toBe('production');
    expect(loadConfig({ DATA_DIR: dir, DEPLOY_VARIANT: 'test' }).deployVariant).toBe('test');
    expect(parseDeployVariant(' PRE ')).toBe('pre');
    expect(parseDeployVariant('')).toBe('production');
    expect(() => loadConfig({ DATA_DIR: dir, DEPLOY_VARIANT: 'staging' })).toThrow(
      'DEPLOY_VARIANT must be one of test, pre, production: staging',
    );
  });

  it('normalises BASE_PATH and refuses unsafe ones', () => {
    expect(normaliseBasePath(undefined)).toBe('/');
    expect(normaliseBasePath('/')).toBe('/');
    expect(normaliseBasePath('/a/b')).toBe('/a/b/');
    expect(normaliseBasePath('/tessera/')).toBe('/tessera/');
    expect(() => normaliseBasePath('/a"><script>')).toThrow(/BASE_PATH/);
  });
});

describe('i18n', () => {
  it('picks zh or en from Accept-Language, zh by default', () => {
    expect(pickLang(undefined)).toBe('zh');
    expect(pickLang('en')).toBe('en');
    expect(pickLang('en-US,en;q=0.9')).toBe('en');
    expect(pickLang('fr, en;q=0.5, zh;q=0.8')).toBe('zh');
    expect(pickLang('fr')).toBe('zh');
    expect(t('en', 'users.username_taken', { username: 'bob' })).toBe('The username bob is already taken');
  });
});

describe('index.html injection', () => {
  it('puts base and runtime config right after <head>, escaped for an attribute (no inline script)', () => {
    const out = injectHead('<!doctype html><html><HEAD lang="x"><title>T</title></head></html>', {
      basePath: '/t/',
      build: '"><script>',
      variant: 'pre',
    });
    expect(out).toContain(
      '<HEAD lang="x"><base href="/t/"><meta name="tessera-runtime" content="{&quot;basePath&quot;:&quot;/t/&quot;,&quot;build&quot;:&quot;\\&quot;&gt;&lt;script&gt;&quot;,&quot;variant&quot;:&quot;pre&quot;}"><title>',
    );
    expect(out).not.toContain('<script>');
    expect(attributeJson({ a: `<&'"` })).toBe('{&quot;a&quot;:&quot;&lt;&amp;&#39;\\&quot;&quot;}');
  });
});
