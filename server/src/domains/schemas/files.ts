import { createHash } from 'node:crypto';
import { DSL_KINDS, schemaFileText, type DslKind } from '@tessera/schema/dsl';

export interface SchemaFile {
  text: string;
  etag: string;
}

/**
 * The published JSON Schema files, built once from the same generator that writes schema/json/<kind>.json, so
 * the served text is byte for byte the committed file. A release that changes a schema changes the ETag.
 */
export function schemaFiles(): ReadonlyMap<DslKind, SchemaFile> {
  return new Map(
    DSL_KINDS.map((kind) => {
      const text = schemaFileText(kind);
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      return [kind, { text, etag }] as const;
    }),
  );
}
