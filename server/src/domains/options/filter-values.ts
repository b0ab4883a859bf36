import { UniqueConstraintError } from 'sequelize';
import type { FieldError, FilterValuesBody } from '@tessera/schema/api';
import type { Filter, Section } from '@tessera/schema/dsl';
import { AppError, ValidationError, badRequest, forbidden, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { PagesService } from '../pages/service';
import { applySavedFilterValues, hasOptions, isOption } from './apply-filter-values';
import { parseSaved, toFilterValues } from './mappers';
import { duplicateValueErrors } from './scope';
import type { FilterValuesRecord, SavedFilterValues } from './types';

const empty = (diagramId: number, filterKey: string): FilterValuesRecord => ({
  diagram_id: diagramId,
  filter_key: filterKey,
  values: null,
  updated_by: null,
  updated_at: null,
});

/**
 * Option values admins save for one filter (class_en) of one section, applied without republishing the page.
 * Reading goes through the page's read permission (PagesService.getSectionForQuery with the user): staff see the
 * filters of the online config, admins those of the draft too.
 */
export class FilterValuesService {
  constructor(
    private readonly store: Store,
    private readonly pages: PagesService,
  ) {}

  /** The section's filters the user may see, by class_en (403/404 from the page access check). */
  private async visibleFilters(user: CurrentUser, diagramId: number): Promise<Map<string, Filter>> {
    const sections: Section[] = [];
    if (user.is_admin) sections.push((await this.pages.getSectionForQuery(diagramId, { user, preview: true })).section);
    try {
      sections.push((await this.pages.getSectionForQuery(diagramId, { user })).section);
    } catch (err) {
      // A section never published still has its draft's filters for admins.
      if (!(user.is_admin && err instanceof AppError && err.status === 404)) throw err;
    }
    const filters = new Map<string, Filter>();
    for (const f of sections.flatMap((s) => s.filter_config_model_list ?? []))
      if (!filters.has(f.class_en)) filters.set(f.class_en, f);
    return filters;
  }

  /**
   * `POST /customize/filter/values/get-update`. Without `values`: the saved values of `filter_key` (values null when
   * none), or without `filter_key` every saved filter of the section the user can see. With `values` (admins): saves
   * them — null removes them, so the published options apply again.
   */
  async getOrUpdate(user: CurrentUser, body: FilterValuesBody): Promise<FilterValuesRecord | FilterValuesRecord[]> {
    if (body.values === undefined) {
      if (body.default_value !== undefined || body.default_value_list !== undefined)
        throw new ValidationError([{ field: 'values', rule: 'required' }]);
      return this.get(user, body.diagram_id, body.filter_key);
    }
    if (!user.is_admin) throw forbidden('errors.admin_only');
    if (body.filter_key === undefined) throw new ValidationError([{ field: 'filter_key', rule: 'required' }]);
    const filter = (await this.visibleFilters(user, body.diagram_id)).get(body.filter_key);
    if (!filter) throw notFound('options.filter_not_found', { key: body.filter_key });
    if (!hasOptions(filter))
      throw badRequest('options.filter_no_options', { key: body.filter_key, type: filter.type ?? 'select' });
    const where = { diagram_id: body.diagram_id, filter_key: body.filter_key };
    if (body.values === null) {
      await this.store.models.FilterValue.destroy({ where });
      return empty(body.diagram_id, body.filter_key);
    }
    const saved = checked(body, body.values);
    return this.upsert(where, JSON.stringify(saved), user.id);
  }

  private async get(
    user: CurrentUser,
    diagramId: number,
    filterKey: string | undefined,
  ): Promise<FilterValuesRecord | FilterValuesRecord[]> {
    const filters = await this.visibleFilters(user, diagramId);
    if (filterKey === undefined) {
      const rows = await this.store.models.FilterValue.findAll({
        where: { diagram_id: diagramId },
        order: [['filter_key', 'ASC']],
      });
      return rows.filter((r) => filters.has(r.filter_key)).map(toFilterValues);
    }
    if (!filters.has(filterKey)) throw notFound('options.filter_not_found', { key: filterKey });
    const row = await this.store.models.FilterValue.findOne({
      where: { diagram_id: diagramId, filter_key: filterKey },
    });
    return row ? toFilterValues(row) : empty(diagramId, filterKey);
  }

  private async upsert(
    where: { diagram_id: number; filter_key: string },
    values: string,
    userId: number,
  ): Promise<FilterValuesRecord> {
    const { FilterValue } = this.store.models;
    const existing = await FilterValue.findOne({ where });
    if (existing) return toFilterValues(await existing.update({ values, updated_by: userId }));
    try {
      return toFilterValues(await FilterValue.create({ ...where, values, updated_by: userId }));
    } catch (err) {
      // Two admins saving the same filter at once: the later one updates the row the first created.
      if (!(err instanceof UniqueConstraintError)) throw err;
      await FilterValue.update({ values, updated_by: userId }, { where });
      const row = await FilterValue.findOne({ where });
      if (!row) throw err;
      return toFilterValues(row);
    }
  }

  /** Saved values of a section's filters, by filter key (for select-options and other server-side readers). */
  async savedFor(diagramId: number): Promise<Map<string, SavedFilterValues>> {
    const rows = await this.store.models.FilterValue.findAll({ where: { diagram_id: diagramId } });
    return new Map(rows.map((r) => [r.filter_key, parseSaved(r.values)]));
  }

  /** The section (as getSectionForQuery returned it) with its saved filter values applied; see applySavedValues. */
  async applyTo(section: Section): Promise<Section> {
    return typeof section.id === 'number' ? applySavedFilterValues(section, await this.savedFor(section.id)) : section;
  }
}

/** The values to store: options without repeats, defaults among the options ('all' allowed). Errors name the fields. */
function checked(body: FilterValuesBody, values: NonNullable<FilterValuesBody['values']>): SavedFilterValues {
  // An English name is kept only when there is one: a blank one means "not translated", as everywhere.
  const saved: SavedFilterValues = {
    values: values.map(({ name, value, i18n }) => {
      const en = i18n?.en?.name?.trim();
      return { name, value, ...(en ? { i18n: { en: { name: en } } } : {}) };
    }),
  };
  const errors: FieldError[] = duplicateValueErrors(saved.values);
  if (body.default_value !== undefined) {
    if (body.default_value !== null && !isOption(saved, body.default_value))
      errors.push({ field: 'default_value', rule: 'not_an_option' });
    saved.default_value = body.default_value;
  }
  if (body.default_value_list !== undefined) {
    body.default_value_list.forEach((v, i) => {
      if (!isOption(saved, v)) errors.push({ field: `default_value_list.${i}`, rule: 'not_an_option' });
    });
    saved.default_value_list = body.default_value_list;
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return saved;
}
