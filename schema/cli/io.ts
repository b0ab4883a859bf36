import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findJsonProblem } from './json-error';
import type { Lang } from './text';

/** Where the commands read and write: the real process in the bin, a folder and arrays in tests. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** The folder relative file names start from; messages keep the names as given. */
  cwd: string;
}

export type ReadResult = { ok: true; text: string; doc: unknown } | { ok: false; problem: string };

/** Line and column (1-based) of a character offset, as editors count them. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Reads and parses one JSON file; a problem is one line that names the file (and where, for bad JSON). */
export function readJson(file: string, lang: Lang, cwd: string): ReadResult {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    return {
      ok: false,
      problem: lang === 'zh' ? `${file}: 无法读取文件（${code}）` : `${file}: cannot read the file (${code})`,
    };
  }
  // An editor's byte-order mark is not part of the document.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, text, doc: JSON.parse(body) as unknown };
  } catch (err) {
    const problem = findJsonProblem(body);
    if (!problem)
      return {
        ok: false,
        problem: `${file}: ${lang === 'zh' ? 'JSON 格式错误' : 'invalid JSON'}: ${(err as Error).message.split('\n')[0]}`,
      };
    const { line, column } = lineColumn(body, problem.offset);
    const found =
      problem.offset < body.length
        ? JSON.stringify(body[problem.offset])
        : lang === 'zh'
          ? '文件结尾'
          : 'the end of the file';
    return {
      ok: false,
      problem:
        lang === 'zh'
          ? `${file}:${line}:${column}: JSON 格式错误：此处应为 ${problem.expected}，实际为 ${found}`
          : `${file}:${line}:${column}: invalid JSON: expected ${problem.expected}, found ${found}`,
    };
  }
}
