import type { Lang } from '../constants';
import type { DatasetColumn } from '../dsl/dataset';
import type { TranslatedEntity } from '../dsl/i18n';
import type { Filter } from '../dsl/filter';
import type { Page } from '../dsl/page';
import type { Section } from '../dsl/section';

/**
 * Page content in the reader's language (see `src/dsl/i18n.ts`). Each function returns a copy whose text fields
 * hold the translation where the entity has a non-blank one, else the default text; zh (the default language)
 * returns the very same object. Only texts change: keys, values and structure stay, so the localized document
 * queries, filters and compares exactly like the original.
 */

// A blank text is "not translated yet", as a missing one is. Report answers translate whole label maps.
const isGiven = (text: unknown) =>
  typeof text === 'string' ? text.trim() !== '' : typeof text === 'object' && text !== null;

/** The entity with its `lang` translations in place of its default texts. */
export function localized<T extends TranslatedEntity>(entity: T, lang: Lang): T {
  if (lang === 'zh') return entity;
  const texts = entity.i18n?.[lang];
  if (!texts) return entity;
  const out: Record<string, unknown> = { ...entity };
  for (const [key, text] of Object.entries(texts)) if (isGiven(text)) out[key] = text;
  return out as T;
}

/** One text of an entity in `lang`, falling back to the default text. */
export function textIn<T extends TranslatedEntity, K extends keyof T & string>(entity: T, key: K, lang: Lang): T[K] {
  return localized(entity, lang)[key];
}

const each = <T extends TranslatedEntity>(list: T[] | undefined, lang: Lang) =>
  list?.map((item) => localized(item, lang));

export function localizeFilter(filter: Filter, lang: Lang): Filter {
  const out = localized(filter, lang);
  return filter.values ? { ...out, values: each(filter.values, lang) } : out;
}

export function localizeSection(section: Section, lang: Lang): Section {
  if (lang === 'zh') return section;
  const out: Section = { ...localized(section, lang) };
  if (section.filter_config_model_list)
    out.filter_config_model_list = section.filter_config_model_list.map((f) => localizeFilter(f, lang));
  if (section.column_config_model_list) out.column_config_model_list = each(section.column_config_model_list, lang);
  if (section.card_info_models) out.card_info_models = each(section.card_info_models, lang);
  const table = section.table_config;
  if (table)
    out.table_config = {
      ...table,
      ...(table.basic ? { basic: localized(table.basic, lang) } : {}),
      ...(table.columns ? { columns: each(table.columns, lang) } : {}),
    };
  const chart = section.chart_config;
  if (chart)
    out.chart_config = {
      ...chart,
      ...(chart.series ? { series: each(chart.series, lang) } : {}),
      ...(chart.x_axis ? { x_axis: each(chart.x_axis, lang) } : {}),
      ...(chart.y_axis ? { y_axis: each(chart.y_axis, lang) } : {}),
    };
  return out;
}

/** The whole page in `lang`: its meta, global filters and every section. */
export function localizePage<P extends Partial<Page>>(page: P, lang: Lang): P {
  if (lang === 'zh') return page;
  const out: P = { ...localized(page, lang) };
  if (page.global_filters) out.global_filters = page.global_filters.map((f) => localizeFilter(f, lang));
  if (page.sections) out.sections = page.sections.map((s) => localizeSection(s, lang));
  return out;
}

/** A dataset column in `lang`, with its display values' labels translated too. */
export function localizeDatasetColumn(column: DatasetColumn, lang: Lang): DatasetColumn {
  const out = localized(column, lang);
  return column.display_values ? { ...out, display_values: each(column.display_values, lang) } : out;
}

/** A text kept in a store column with its English version beside it (`app_name_en`, `name_en`, `tips_en`). */
export function textOrEnglish<T extends string | null>(text: T, english: string | null | undefined, lang: Lang): T {
  return lang === 'en' && english?.trim() ? (english as T) : text;
}

/** An app's name as the reader's language shows it (menu, app switcher, navbar). */
export const appNameIn = (app: { app_name: string; app_name_en?: string | null }, lang: Lang): string =>
  textOrEnglish(app.app_name, app.app_name_en, lang);

/** A menu entry's name as the reader's language shows it (menu, breadcrumbs, page title, tab title). */
export const entryNameIn = (entry: { name: string; name_en?: string | null }, lang: Lang): string =>
  textOrEnglish(entry.name, entry.name_en, lang);
