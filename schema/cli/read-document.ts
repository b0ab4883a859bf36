import type { DslKind } from '../src/dsl';
import { detectKind, isKindMessage } from './detect-kind';
import { readJson } from './io';
import { say, type Lang } from './text';

export type DocumentRead = { ok: true; text: string; doc: unknown; kind: DslKind } | { ok: false; problem: string };

/** Reads one file and tells its document kind; a problem (unreadable, bad JSON, unknown kind) is one line naming the file. */
export function readDocument(file: string, lang: Lang, forced: DslKind | undefined, cwd: string): DocumentRead {
  const read = readJson(file, lang, cwd);
  if (!read.ok) return read;
  const kind = detectKind(read.doc, forced);
  if (isKindMessage(kind)) return { ok: false, problem: `${file}: ${say(lang, kind)}` };
  return { ...read, kind };
}
