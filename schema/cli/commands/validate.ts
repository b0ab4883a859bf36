import { validateDocument } from '../../src/validate';
import {
  DSL_VERSION,
  DslMigrationError,
  VERSIONED_KINDS,
  documentVersion,
  type DocumentIssue,
  type DslKind,
} from '../../src/dsl';
import type { CommandContext } from '../context';
import { readDocument } from '../read-document';
import { say, type Lang } from '../text';

function issueLine(file: string, issue: DocumentIssue, lang: Lang): string {
  const text = say(lang, issue.message);
  if (issue.severity === 'error') return `${file}:${issue.pointer}: ${text}`;
  return `${file}:${issue.pointer}: ${lang === 'zh' ? '警告' : 'warning'}: ${text}`;
}

/** An old document fails on every renamed key; one line saying what to run helps more than a hundred. */
function versionIssue(kind: DslKind, doc: unknown, file: string): DocumentIssue | undefined {
  if (
    !(VERSIONED_KINDS as readonly string[]).includes(kind) ||
    typeof doc !== 'object' ||
    doc === null ||
    Array.isArray(doc)
  )
    return undefined;
  try {
    const version = documentVersion(doc as Record<string, unknown>);
    if (version >= DSL_VERSION) return undefined;
    return {
      pointer: '/version',
      severity: 'error',
      message: {
        en: `document version ${version} is older than ${DSL_VERSION}: run "tessera migrate ${file}" first`,
        zh: `文档版本 ${version} 低于 ${DSL_VERSION}：请先运行 "tessera migrate ${file}"`,
      },
    };
  } catch (err) {
    if (err instanceof DslMigrationError) return { pointer: err.pointer, severity: 'error', message: err.localized };
    throw err;
  }
}

export function validateCommand({ files, lang, kind: forced, io }: CommandContext): number {
  let errors = 0;
  let warnings = 0;
  for (const file of files) {
    const read = readDocument(file, lang, forced, io.cwd);
    if (!read.ok) {
      io.err(read.problem);
      errors += 1;
      continue;
    }
    const { kind } = read;
    const old = versionIssue(kind, read.doc, file);
    const issues = old ? [old] : validateDocument(kind, read.doc).issues;
    for (const issue of issues) {
      io.err(issueLine(file, issue, lang));
      if (issue.severity === 'error') errors += 1;
      else warnings += 1;
    }
  }
  io.out(
    lang === 'zh'
      ? `已检查 ${files.length} 个文件：${errors} 个错误，${warnings} 个警告`
      : `checked ${files.length} file(s): ${errors} error(s), ${warnings} warning(s)`,
  );
  return errors > 0 ? 1 : 0;
}
