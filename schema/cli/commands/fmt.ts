import { writeFileSync } from 'node:fs';
import { formatDocument } from '../../src/dsl';
import type { CommandContext } from '../context';
import { detectKind, isKindMessage } from '../detect-kind';
import { readJson } from '../io';
import { say } from '../text';

/** Rewrites files in canonical format; with --check writes nothing and fails when some file is not canonical. */
export function fmtCommand({ files, lang, kind: forced, check, io }: CommandContext): number {
  let failed = 0;
  let changed = 0;
  for (const file of files) {
    const read = readJson(file, lang);
    if (!read.ok) {
      io.err(read.problem);
      failed += 1;
      continue;
    }
    const kind = detectKind(read.doc, forced);
    if (isKindMessage(kind)) {
      io.err(`${file}: ${say(lang, kind)}`);
      failed += 1;
      continue;
    }
    const text = formatDocument(kind, read.doc);
    if (text === read.text) continue;
    changed += 1;
    if (!check) writeFileSync(file, text);
    io.out(file);
  }
  return failed > 0 || (check && changed > 0) ? 1 : 0;
}
