import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

export type SqlitePathProblem = 'absolute_path' | 'path_escape' | 'invalid';

/** A SQLite file name that would leave the data-sources folder or cannot be used. */
export class SqlitePathError extends Error {
  constructor(readonly problem: SqlitePathProblem) {
    super(`sqlite file refused: ${problem}`);
    this.name = 'SqlitePathError';
  }
}

/**
 * Lexical checks of a file name relative to the data-sources folder: no absolute paths (POSIX, drive letters, UNC),
 * no `..`, no backslashes (so the name means the same on every platform), no NUL.
 */
function checkSqliteName(file: string): void {
  if (!file || file.includes('\0') || file.length > 500) throw new SqlitePathError('invalid');
  if (path.isAbsolute(file) || /^[A-Za-z]:/.test(file) || file.startsWith('\\'))
    throw new SqlitePathError('absolute_path');
  if (file.includes('\\')) throw new SqlitePathError('invalid');
  const parts = file.split('/');
  if (parts.some((p) => p === '..')) throw new SqlitePathError('path_escape');
  if (parts.some((p) => p === '' || p === '.')) throw new SqlitePathError('invalid');
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

function inside(root: string, candidate: string): boolean {
  return candidate !== root && candidate.startsWith(root + path.sep);
}

/**
 * The real path of `file` inside `dir`, symlinks resolved: refused when it resolves outside the folder. A file
 * that does not exist yet is accepted when its nearest existing ancestor is inside (`mustExist` false).
 */
export function resolveSqliteFile(dir: string, file: string, mustExist: boolean): string {
  checkSqliteName(file);
  const root = realpathSync(dir);
  const target = path.join(root, file);
  try {
    const real = realpathSync(target);
    if (!inside(root, real)) throw new SqlitePathError('path_escape');
    return real;
  } catch (err) {
    if (err instanceof SqlitePathError) throw err;
    if (mustExist || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // A dangling symlink: where it points is outside our control, so it is refused like an escape.
  if (lstatOrNull(target)) throw new SqlitePathError('path_escape');
  // Not there yet: the folders that do exist on the way must not lead outside (a symlinked sub-folder).
  let ancestor = path.dirname(target);
  for (;;) {
    try {
      const real = realpathSync(ancestor);
      if (real !== root && !inside(root, real)) throw new SqlitePathError('path_escape');
      return target;
    } catch (err) {
      if (err instanceof SqlitePathError || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      ancestor = path.dirname(ancestor);
    }
  }
}

/** `file:` URI with `mode=ro`, so SQLite opens the database read-only whatever the open flags say. */
export function readOnlyUri(realFile: string): string {
  const encoded = realFile.split(path.sep).map(encodeURIComponent).join('/');
  return `file:${encoded.startsWith('/') ? '' : '/'}${encoded}?mode=ro`;
}
