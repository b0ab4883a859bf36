import { api, download } from './client';

/** Template bundles (spec: developers export and import page JSON as templates). */

/** A page's bundle, or for a catalog entry the bundle of its whole tree (every page below it and their datasets). */
export const exportTemplate = (entryId: number) =>
  download('/templates/export', { page_id: entryId }, { method: 'GET', filename: 'template.json' });

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
  /** The catalogs the bundle carried, when it carried any. */
  catalogs?: { id: number; key: string; name: string; created: boolean }[];
  datasets: { id: number; key: string; created: boolean }[];
}

export const importTemplate = (input: TemplateImportInput) =>
  api.post<TemplateImportResult>('/templates/import', input, { timeout: 60_000 });
