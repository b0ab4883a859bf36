import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { DatasetsService } from '../datasets/service';
import type { PagesService } from '../pages/service';
import { FilterValuesService } from './filter-values';
import { GlobalColumnsService } from './global-columns';
import { GlobalSelectsService } from './global-selects';
import { OptionScope } from './scope';
import { SelectDiyService } from './select-diy';

/** The options domain: one service per kind of definition, sharing the app/shared visibility rule (OptionScope). */
export class OptionsService {
  readonly columns: GlobalColumnsService;
  readonly selects: GlobalSelectsService;
  readonly diy: SelectDiyService;
  readonly filterValues: FilterValuesService;

  constructor(store: Store, deps: { apps: AppsService; datasets: DatasetsService; pages: PagesService }) {
    const scope = new OptionScope(deps.apps);
    this.columns = new GlobalColumnsService(store, scope);
    this.selects = new GlobalSelectsService(store, scope);
    this.diy = new SelectDiyService(store, deps.apps, deps.datasets);
    this.filterValues = new FilterValuesService(store, deps.pages);
  }
}
