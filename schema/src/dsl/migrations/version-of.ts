import { DSL_VERSION } from '../version';
import { DslMigrationError, type JsonObject } from './types';

/** Version 1 documents predate the version field, so a document without one is version 1. */
export const UNVERSIONED = 1;

export function documentVersion(doc: JsonObject): number {
  const version = doc.version;
  if (version === undefined) return UNVERSIONED;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new DslMigrationError('/version', {
      en: `version must be an integer from 1 to ${DSL_VERSION}, got ${JSON.stringify(version)}`,
      zh: `version 必须是 1 到 ${DSL_VERSION} 的整数，实际为 ${JSON.stringify(version)}`,
    });
  }
  if (version > DSL_VERSION) {
    throw new DslMigrationError('/version', {
      en: `document version ${version} is newer than this Tessera reads (${DSL_VERSION}): upgrade Tessera to open it`,
      zh: `文档版本 ${version} 高于当前 Tessera 支持的版本（${DSL_VERSION}）：请升级 Tessera 后再打开`,
    });
  }
  return version;
}
