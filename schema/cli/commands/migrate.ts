import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DslMigrationError, VERSIONED_KINDS, formatDocument, migrateDocument, type VersionedKind } from '../../src/dsl';
import type { CommandContext } from '../context';
import { readDocument } from '../read-document';
import { say } from '../text';

function isVersioned(kind: string): kind is VersionedKind {
  return (VERSIONED_KINDS as readonly string[]).includes(kind);
}

export function migrateCommand({ files, lang, kind: forced, io }: CommandContext): number {
  let failed = 0;
  for (const file of files) {
    const read = readDocument(file, lang, forced, io.cwd);
    if (!read.ok) {
      io.err(read.problem);
      failed += 1;
      continue;
    }
    const { kind } = read;
    if (!isVersioned(kind)) {
      const message =
        lang === 'zh'
          ? `只有页面文档和模板带版本，"${kind}" 无需迁移`
          : `only page documents and template bundles carry a version; "${kind}" has nothing to migrate`;
      io.err(`${file}: ${message}`);
      failed += 1;
      continue;
    }
    try {
      const result = migrateDocument(kind, read.doc);
      const text = formatDocument(kind, result.doc);
      if (text !== read.text) writeFileSync(resolve(io.cwd, file), text);
      io.out(
        result.applied.length > 0
          ? `${file}: ${result.from} → ${result.to}`
          : `${file}: ${result.to} (${lang === 'zh' ? '已是最新' : 'current'})`,
      );
    } catch (err) {
      if (!(err instanceof DslMigrationError)) throw err;
      io.err(`${file}:${err.pointer}: ${say(lang, err.localized)}`);
      failed += 1;
    }
  }
  return failed > 0 ? 1 : 0;
}
