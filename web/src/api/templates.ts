import { ApiError, api, download } from './client';

/** Template bundles (spec: developers export and import page JSON as templates). */

/** What to export: one page, or a catalog with everything below it. */
export type TemplateSource = { page_id: number } | { catalog_id: number };

export const exportTemplate = (source: TemplateSource) =>
  download('/templates/export', source, { method: 'GET', filename: 'template.json' });

export interface TemplateImportInput {
  app_id: number;
  bundle: unknown;
  /** The catalog the bundle's new entries go under (null: the app's top level). */
  parent_id: number | null;
  replace: boolean;
}

/** What an import created or updated (the server's ImportResult, as far as the screen reads it). */
export interface TemplateImportResult {
  app_id: number;
  pages: { page_id: number; url: string; name: string; created: boolean }[];
  datasets: { id: number; key: string; created: boolean }[];
}

export const importTemplate = (input: TemplateImportInput) =>
  api.post<TemplateImportResult>('/templates/import', input, { timeout: 60_000 });

/** One problem of the bundle: where in the file (JSON Pointer) and what, in the request's language. */
export interface BundleError {
  pointer: string;
  message: string;
}

function isBundleError(value: unknown): value is BundleError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as BundleError).pointer === 'string' &&
    typeof (value as BundleError).message === 'string'
  );
}

/** The pointer-named errors of a refused import (400 `{ errors }`), empty when the failure was something else. */
export function bundleErrorsOf(err: unknown): BundleError[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  const errors = (err.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter(isBundleError) : [];
}
