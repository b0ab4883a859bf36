import { CODE_SUCCESS, type ApiEnvelope } from '@tessera/schema/api';
import { t } from '../i18n';
import type { Ctx } from './state';

/** Answers `{ code: 1, message, result_data }` (or another success code, e.g. 0 for the current-user call). */
export function ok<T>(ctx: Ctx, data: T, code: number = CODE_SUCCESS): void {
  const body: ApiEnvelope<T> = { code, message: t(ctx.state.lang, 'ok'), result_data: data };
  ctx.status = 200;
  ctx.body = body;
}

export function envelope<T>(code: number, message: string, data: T): ApiEnvelope<T> {
  return { code, message, result_data: data };
}
