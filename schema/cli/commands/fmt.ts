import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDocument } from '../../src/dsl';
import type { CommandContext } from '../context';
import { readDocument } from '../read-document';

/** Rewrites files in canonical format; with --check writes nothing and fails when some file is not canonical. */
export function fmtCommand({ files, lang, kind: forced, check, io }: CommandContext): number {
  let failed = 0;
  let changed = 0;
  for (const file of files) {
    const read = readDocument(file, lang, forced, io.cwd);
    if (!read.ok) {
      io.err(read.problem);
      failed += 1;
      continue;
    }
    const { kind } = read;
    const text = formatDocument(kind, read.doc);
    if (text === read.text) continue;
    changed += 1;
    if (!check) writeFileSync(resolve(io.cwd, file), text);
    io.out(file);
  }
  return failed > 0 || (check && changed > 0) ? 1 : 0;
}
