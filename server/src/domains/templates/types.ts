/** Bundle-level fields of the template a page was imported from, kept so its export reproduces the file. */
export interface TemplateMeta {
  /** null: the bundle had no $schema. */
  $schema: string | null;
  name: string;
  description?: string;
}

export interface ImportInput {
  app_id: number;
  bundle: unknown;
  /** Catalog entry under which pages whose url has no entry yet are created (default: the app's top level). */
  parent_id?: number | null;
  /** Replace the sections of pages that already have some (else 409). */
  replace: boolean;
}

export interface ImportedPage {
  page_id: number;
  url: string;
  name: string;
  /** The page entry was created by this import. */
  created: boolean;
  section_ids: number[];
  /** The page's draft revision after the import: the base_revision of its next save. */
  revision: number;
}

export interface ImportedCatalog {
  id: number;
  /** The catalog's key in the bundle. */
  key: string;
  name: string;
  /** False when a catalog of the app with the same url was reused. */
  created: boolean;
}

export interface ImportedDataset {
  id: number;
  key: string;
  created: boolean;
}

export interface ImportResult {
  app_id: number;
  /** The catalogs of the bundle, parents first (empty for a bundle of pages only). */
  catalogs: ImportedCatalog[];
  pages: ImportedPage[];
  datasets: ImportedDataset[];
}

/** Where an exported bundle says its JSON Schema is, unless the imported file said otherwise. */
export const TEMPLATE_SCHEMA_URL = '/schemas/template.json';

/** What a catalog of a bundle means by leaving a field out (the template schema's defaults). */
export const CATALOG_DEFAULTS = { status: 1, is_show: 1, is_expand: 1 } as const;
export const CATALOG_TEXT_KEYS = ['tips', 'remark', 'develop_charge_username', 'work_charge_username'] as const;
