import { createHash } from 'node:crypto';

export interface CacheKeyParts {
  connectionId: number;
  sql: string;
  bindings: readonly unknown[];
  /** What the caller may see (PreparedReport.permissionKey): users with different row permissions never share. */
  permissionKey: string;
}

/** A binding as JSON that keeps its type: 1 and '1', a Date and its ISO text, must not share a key. */
function tagged(value: unknown): unknown {
  if (value instanceof Date) return { date: value.toISOString() };
  if (typeof value === 'bigint') return { bigint: value.toString() };
  if (Buffer.isBuffer(value)) return { bytes: value.toString('base64') };
  return value;
}

/**
 * `<connection id>:` and the SHA-256 of everything that decides a result. The SQL text already encodes the section,
 * dataset and payload, so editing any of them changes the key; the connection's settings are not in it, so a
 * changed connection drops its results by that prefix (connectionKeyPrefix).
 */
export function cacheKey(parts: CacheKeyParts): string {
  const text = JSON.stringify([parts.connectionId, parts.sql, parts.bindings.map(tagged), parts.permissionKey]);
  return `${connectionKeyPrefix(parts.connectionId)}${createHash('sha256').update(text).digest('hex')}`;
}

/** What every cached result of a connection's key starts with. */
export function connectionKeyPrefix(connectionId: number): string {
  return `${connectionId}:`;
}
