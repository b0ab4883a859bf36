import { DSL_VERSION } from '../version';
import { MIGRATION_STEPS } from './steps';
import { DslMigrationError, type JsonObject, type MigrationResult, type VersionedKind } from './types';
import { documentVersion } from './version-of';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Upgrades a page document or template bundle of any older version to DSL_VERSION, one step at a time. A document
 * without version is version 1; a current one comes back unchanged (as a copy) with no step applied; a version
 * newer than DSL_VERSION throws DslMigrationError naming it. The input is never changed. It does not validate: run
 * validateDocument on the result.
 */
export function migrateDocument(kind: VersionedKind, doc: unknown): MigrationResult {
  if (!isObject(doc)) {
    throw new DslMigrationError('', {
      en: `a ${kind} document must be a JSON object`,
      zh: `${kind === 'page' ? '页面' : '模板'}文档必须是 JSON 对象`,
    });
  }
  const from = documentVersion(doc);
  // Documents are JSON, so a JSON copy is exact and keeps the caller's object untouched.
  let current = JSON.parse(JSON.stringify(doc)) as JsonObject;
  const applied: string[] = [];
  for (let version = from; version < DSL_VERSION; version += 1) {
    const step = MIGRATION_STEPS.find((s) => s.from === version);
    if (!step || step.to !== version + 1)
      throw new Error(`no migration from version ${version} (MIGRATION_STEPS is incomplete)`);
    current = step.up(kind, current);
    applied.push(step.name);
  }
  return { doc: current, from, to: DSL_VERSION, applied };
}
