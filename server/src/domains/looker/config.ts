import { type LookerConfig, type ReportQuery, type Filter } from '@tessera/schema/dsl';
import { lookerSection, type LookerShow } from '@tessera/schema/charts';
import { validateDocument } from '@tessera/schema/validate';
import { ValidationError } from '../../core/errors';
import { assertNoErrors } from '../pages/document-errors';

/** A title for data and download calls, which may send a config not yet named (the document requires one). */
const UNNAMED = '-';

/**
 * The body's config checked as a `looker` document (400 with pointers under `/config`); its dataset must be an id
 * (a key names a dataset only within an app the config does not yet have).
 */
export function checkedConfig(raw: Record<string, unknown>, { named }: { named: boolean }): LookerConfig {
  const doc = named ? raw : { ...raw, title: typeof raw.title === 'string' && raw.title ? raw.title : UNNAMED };
  assertNoErrors(validateDocument('looker', doc).issues, '/config');
  const config = doc as LookerConfig;
  if (typeof config.data_set_id !== 'number')
    throw new ValidationError([{ field: 'config.data_set_id', rule: 'type' }]);
  if ((config.selected_columns ?? []).filter((c) => c.selected !== 0).length === 0)
    throw new ValidationError([{ field: 'config.selected_columns', rule: 'required' }]);
  return config;
}

/**
 * The looker's view as a section the compiler reads: the picked columns, and one filter per condition key and value
 * type so each condition is checked (key a dataset column, operator suited to the value type) like a page filter's.
 */
export function querySection(config: LookerConfig, show: LookerShow = 'table') {
  const section = lookerSection(config, show);
  const filters: Filter[] = [];
  for (const condition of config.filters ?? []) {
    if (filters.some((f) => f.class_en === condition.key && f.filter_type === condition.value_type)) continue;
    filters.push({ name: condition.key, class_en: condition.key, filter_type: condition.value_type });
  }
  return { ...section, filter_config_model_list: filters };
}

/** The report query of a looker view: its conditions, the asked sort, no page (the answer is capped instead). */
export function queryOf(config: LookerConfig, sortKeyMap: Record<string, 'asc' | 'desc'> = {}): ReportQuery {
  return { diagram_id: 'looker', filter_condition: config.filters ?? [], sort_key_map: sortKeyMap };
}
