import { ApiError } from './client';

/** One problem of a submitted document (page, template bundle): where (JSON Pointer) and what, in our language. */
export interface PointerError {
  pointer: string;
  message: string;
}

function isPointerError(value: unknown): value is PointerError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as PointerError).pointer === 'string' &&
    typeof (value as PointerError).message === 'string'
  );
}

/** The pointer-named errors of a refused document (400 `{ errors }`); empty when the failure was something else. */
export function pointerErrorsOf(err: unknown): PointerError[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  const errors = (err.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter(isPointerError) : [];
}
