import { isCatalogEntry } from '@tessera/schema/rules';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { DatasetsService } from '../datasets/service';
import type { PageAccess } from '../pages/access';
import { exportPage } from './export';
import { exportCatalog } from './export-catalog';
import { importBundle } from './import';
import type { ImportInput, ImportResult } from './types';

/** Template bundles: export a page or a catalog tree (text, byte-identical after a round trip), import one into an app. */
export class TemplatesService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private readonly access: PageAccess,
    private readonly datasets: DatasetsService,
  ) {}

  /** A page's bundle, or a catalog's: its whole tree with every page below it. */
  async export(entryId: number): Promise<{ text: string; fileName: string }> {
    const catalog = await this.store.models.Entry.findByPk(entryId);
    if (catalog && isCatalogEntry(catalog)) {
      const text = await exportCatalog(this.store, this.datasets.connections, catalog);
      return { text, fileName: `catalog-${catalog.id}.json` };
    }
    const entry = await this.access.entry(entryId);
    const page = await this.store.models.Page.findOne({ where: { entry_id: entry.id } });
    const base = page?.key ?? `page-${entry.id}`;
    return { text: await exportPage(this.store, this.datasets.connections, entry), fileName: `${base}.json` };
  }

  /** Also usable without a request (demo loading): `user` null records no author. */
  async import(input: ImportInput, user: CurrentUser | null): Promise<ImportResult> {
    await this.apps.get(input.app_id);
    return importBundle(this.store, this.datasets, input, user?.id ?? null);
  }
}
