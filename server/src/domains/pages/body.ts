import { toSnakeKey, type RequestSchemaName } from '@tessera/schema';
import type { Ctx } from '../../core/state';
import { validBody } from '../../core/validate';

/**
 * The body validated like every other (top-level keys in snake_case, defaults filled), but with the named document
 * fields taken verbatim from the raw body: the general key normalisation would rewrite keys that belong to the
 * document's data (e.g. column keys inside `filters` maps) and break export → import → export identity.
 */
export function bodyWithDocuments<T>(ctx: Ctx, name: RequestSchemaName, documentFields: readonly string[]): T {
  const value = validBody<T>(ctx, name) as Record<string, unknown>;
  const raw = (ctx.request as { body?: unknown }).body;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [key, doc] of Object.entries(raw as Record<string, unknown>)) {
      const field = toSnakeKey(key);
      if (documentFields.includes(field)) value[field] = doc;
    }
  }
  return value as T;
}
