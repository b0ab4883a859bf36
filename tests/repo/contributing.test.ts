import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CONTRIBUTING.md must stay true: every repository path it names in backticks exists, every `@tessera/schema/<entry>`
 * it names is an export of the package, and every `NAME` (`file`) pair names a file that defines NAME.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const text = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
const quoted = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

const isRepoPath = (token: string) =>
  /^[\w.-]+\/[\w./-]*$/.test(token) && !token.startsWith('@') && !token.startsWith('/');
const paths = [...new Set(quoted.filter(isRepoPath))];
const entries = [...new Set(quoted.filter((token) => token.startsWith('@tessera/schema/')))];
const definitions = [...text.matchAll(/`([A-Z][A-Z_]{2,})` \(`([^`]+)`\)/g)].map((m) => ({ name: m[1], file: m[2] }));

describe('CONTRIBUTING.md', () => {
  it('names paths', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths)('%s exists', (p) => {
    expect(existsSync(path.join(ROOT, p))).toBe(true);
  });

  it.each(entries)('%s is an entry of @tessera/schema', (entry) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'schema', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(Object.keys(pkg.exports)).toContain(`.${entry.slice('@tessera/schema'.length)}`);
  });

  it.each(definitions)('$file defines $name', ({ name, file }) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toMatch(new RegExp(`export const ${name}\\b`));
  });
});
