import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_OR_PAGE } from '@tessera/schema/api';
import { AppError } from '../core/errors';
import type { Logger } from '../core/logger';
import { DocumentInvalidError } from '../domains/pages/document-errors';
import type { TemplatesService } from '../domains/templates/service';
import { t } from '../i18n';
import type { Store } from '../store';

export interface DemoTemplatesResult {
  /** Bundle files imported. */
  bundles: number;
  pages: number;
  sections: number;
  /** Distinct datasets (bundles sharing a key upsert the same one). */
  datasets: number;
  /** Files that failed, with the reason (also logged). */
  failed: { file: string; error: string }[];
}

/** The page urls of a bundle, read loosely: validation is the import's job, this only picks the app. */
function pageUrls(bundle: unknown): string[] {
  const pages = (bundle as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) return [];
  return pages.map((p) => (p as { url?: unknown }).url).filter((u): u is string => typeof u === 'string');
}

/** The app that holds the bundle's pages in its menu (the demo apps.json has every template url as a page entry). */
async function appOf(store: Store, urls: string[]): Promise<number> {
  const entries = await store.models.Entry.findAll({ where: { url: urls, catalog_or_page: CATALOG_OR_PAGE.PAGE } });
  const apps = [...new Set(entries.map((e) => e.app_id))];
  if (urls.length === 0 || entries.length !== urls.length || apps.length !== 1) {
    throw new Error(`its page urls (${urls.join(', ') || 'none'}) are not pages of exactly one demo app`);
  }
  return apps[0];
}

/** The reason in English, with every document issue and its pointer: the log is read by whoever fixes the file. */
function errorText(err: unknown): string {
  if (err instanceof DocumentInvalidError)
    return err.issues.map((i) => `${i.pointer || '/'}: ${i.message.en}`).join('; ');
  if (err instanceof AppError) return t('en', err.key, err.params);
  return err instanceof Error ? err.message : String(err);
}

/**
 * Imports every bundle of `dir` into the demo app whose menu has its pages. Each import is its own transaction, so
 * one broken bundle is logged and skipped while the others load.
 */
export async function importDemoTemplates(
  store: Store,
  templates: TemplatesService,
  dir: string,
  logger?: Logger,
): Promise<DemoTemplatesResult> {
  const result: DemoTemplatesResult = { bundles: 0, pages: 0, sections: 0, datasets: 0, failed: [] };
  const datasetIds = new Set<number>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    try {
      const bundle: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      const appId = await appOf(store, pageUrls(bundle));
      const imported = await templates.import({ app_id: appId, bundle, replace: false }, null);
      result.bundles++;
      result.pages += imported.pages.length;
      result.sections += imported.pages.reduce((n, p) => n + p.section_ids.length, 0);
      imported.datasets.forEach((d) => datasetIds.add(d.id));
    } catch (err) {
      const error = errorText(err);
      result.failed.push({ file, error });
      logger?.error(
        { err, file: `templates/${file}`, reason: error },
        `demo template templates/${file} was not imported: ${error}`,
      );
    }
  }
  result.datasets = datasetIds.size;
  return result;
}
