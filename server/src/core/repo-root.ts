import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Walks up from `start` until a package.json declaring "workspaces" is found. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const json = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
        if (json.workspaces) return dir;
      } catch {
        /* not a usable package.json: keep walking */
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json with "workspaces" above ${start}`);
    dir = parent;
  }
}
