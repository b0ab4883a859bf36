import type { Middleware } from 'koa';
import type { DocumentIssue, LocalizedMessage } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { AppError } from '../../core/errors';
import type { AppState } from '../../core/state';

/** One problem of a submitted document as the client receives it: where (JSON Pointer) and what, in its language. */
export interface DocumentErrorItem {
  pointer: string;
  message: string;
}

export interface LocalizedIssue {
  pointer: string;
  message: LocalizedMessage;
}

/** How many problems the envelope message spells out; result_data.errors always has all of them. */
const SHOWN = 3;

function details(lang: Lang, issues: LocalizedIssue[]): string {
  const shown = issues.slice(0, SHOWN).map((i) => `${i.pointer || '/'}: ${i.message[lang]}`);
  return `${shown.join(lang === 'zh' ? '；' : '; ')}${issues.length > SHOWN ? ' …' : ''}`;
}

/**
 * 400 for a document (section, page, dataset, template bundle) that must not be stored: result_data.errors is
 * `[{pointer, message}]`. The messages exist in both languages until the route answers; `documentErrors` picks the
 * request's. Thrown anywhere in a service, so nothing is written (callers validate before writing, and import
 * throws inside its transaction).
 */
export class DocumentInvalidError extends AppError {
  constructor(readonly issues: LocalizedIssue[]) {
    super(
      400,
      'documents.invalid',
      { count: issues.length, details: details('zh', issues) },
      { errors: items('zh', issues) },
    );
    this.name = 'DocumentInvalidError';
  }

  localized(lang: Lang): AppError {
    return new AppError(
      400,
      'documents.invalid',
      { count: this.issues.length, details: details(lang, this.issues) },
      { errors: items(lang, this.issues) },
    );
  }
}

function items(lang: Lang, issues: LocalizedIssue[]): DocumentErrorItem[] {
  return issues.map((i) => ({ pointer: i.pointer, message: i.message[lang] }));
}

/** Throws when the validator found errors (warnings do not stop a save). */
export function assertNoErrors(issues: readonly DocumentIssue[], prefix = ''): void {
  const errors = issues.filter((i) => i.severity === 'error');
  if (errors.length > 0)
    throw new DocumentInvalidError(errors.map((i) => ({ pointer: `${prefix}${i.pointer}`, message: i.message })));
}

export function invalidAt(pointer: string, message: LocalizedMessage): DocumentInvalidError {
  return new DocumentInvalidError([{ pointer, message }]);
}

/** Route middleware: answers a DocumentInvalidError in the request's language. */
export const documentErrors: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (err instanceof DocumentInvalidError) throw err.localized(ctx.state.lang);
    throw err;
  }
};
