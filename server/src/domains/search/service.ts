import type { PageSearchBody, PageSearchItem, Paged, SectionSearchBody, SectionSearchItem } from '@tessera/schema/api';
import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import { searchPages } from './pages';
import { searchSections } from './sections';

/** The admin's searches over an app: its sections (chart query) and its pages (report query). */
export class SearchService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
  ) {}

  async sections(q: SectionSearchBody): Promise<Paged<SectionSearchItem>> {
    await this.apps.get(q.app_id);
    return searchSections(this.store, q);
  }

  async pages(q: PageSearchBody): Promise<Paged<PageSearchItem>> {
    await this.apps.get(q.app_id);
    return searchPages(this.store, q);
  }
}
