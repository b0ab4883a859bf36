import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { DatasetsService } from '../datasets/service';
import type { PageAccess } from '../pages/access';
import { exportPage } from './export';
import { importBundle } from './import';
import type { ImportInput, ImportResult } from './types';

/** Template bundles: export one page (text, byte-identical after a round trip), import a bundle into an app. */
export class TemplatesService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private readonly access: PageAccess,
    private readonly datasets: DatasetsService,
  ) {}

  async export(entryId: number): Promise<{ text: string; fileName: string }> {
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
