import { buildFilterConditions, buildReportQuery, filterCondition, type FilterInput } from '../../src/rules';

const NOW = new Date(2026, 10, 21, 15, 30);
const select = (extra: Partial<FilterInput> = {}): FilterInput => ({
  class_en: 'city',
  type: 'select',
  filter_type: 'string',
  ...extra,
});

describe('filterCondition: which filters are sent', () => {
  it('sends a control-query filter with a value, using the default operator of its value type', () => {
    expect(filterCondition(select(), { city: 'Paris' }, NOW)).toEqual({
      key: 'city',
      value_type: 'string',
      operator: 'eq',
      value: 'Paris',
    });
  });

  it('treats an absent is_control_query as on, and 0/false as off', () => {
    expect(filterCondition(select({ is_control_query: null }), { city: 'Paris' }, NOW)).not.toBeNull();
    expect(filterCondition(select({ is_control_query: 1 }), { city: 'Paris' }, NOW)).not.toBeNull();
    expect(filterCondition(select({ is_control_query: 0 }), { city: 'Paris' }, NOW)).toBeNull();
    expect(filterCondition(select({ is_control_query: false }), { city: 'Paris' }, NOW)).toBeNull();
  });

  it('leaves out empty values but keeps 0', () => {
    for (const empty of [null, '', [], [null, ''], Number.NaN])
      expect(filterCondition(select(), { city: empty }, NOW)).toBeNull();
    const amount = select({ class_en: 'amount', filter_type: 'indicator', type: 'input' });
    expect(filterCondition(amount, { amount: 0 }, NOW)).toEqual({
      key: 'amount',
      value_type: 'indicator',
      operator: 'eq',
      value: 0,
    });
    // Report query values are strings or numbers (the schema's scalar); anything else names the filter.
    expect(() => filterCondition(select(), { city: false }, NOW)).toThrow("filter 'city': false is not a filter value");
  });

  it('uses the default when the user has not touched the filter, and not when it was cleared', () => {
    const withDefault = select({ default_value: 'Lyon' });
    expect(filterCondition(withDefault, {}, NOW)?.value).toBe('Lyon');
    expect(filterCondition(withDefault, { city: undefined }, NOW)?.value).toBe('Lyon');
    expect(filterCondition(withDefault, { city: '' }, NOW)).toBeNull();
    expect(filterCondition(select(), {}, NOW)).toBeNull();
  });

  it('uses where_type when set', () => {
    expect(filterCondition(select({ where_type: 'contains' }), { city: 'ar' }, NOW)?.operator).toBe('contains');
  });

  it('searches a fuzzy text box with contains unless where_type says otherwise', () => {
    expect(filterCondition(select({ type: 'fuzzytext' }), { city: 'ar' }, NOW)?.operator).toBe('contains');
    expect(
      filterCondition(select({ type: 'fuzzytext', where_type: 'starts_with' }), { city: 'ar' }, NOW)?.operator,
    ).toBe('starts_with');
    expect(filterCondition(select({ type: 'text' }), { city: 'ar' }, NOW)?.operator).toBe('eq');
  });

  it('sends an operator that takes no value without one', () => {
    expect(filterCondition(select({ where_type: 'is_null' }), {}, NOW)).toEqual({
      key: 'city',
      value_type: 'string',
      operator: 'is_null',
    });
  });
});

describe('filterCondition: multi values and the all option', () => {
  it('sends arrays as values, dropping empty members', () => {
    expect(filterCondition(select({ is_multi: 1 }), { city: ['Paris', '', 'Lyon'] }, NOW)?.values).toEqual([
      'Paris',
      'Lyon',
    ]);
    expect(filterCondition(select(), { city: ['Paris', 'Lyon'] }, NOW)?.values).toEqual(['Paris', 'Lyon']);
  });

  it('a multi filter always sends an array', () => {
    expect(filterCondition(select({ is_multi: true }), { city: 'Paris' }, NOW)).toEqual({
      key: 'city',
      value_type: 'string',
      operator: 'eq',
      values: ['Paris'],
    });
  });

  it("splits a stored default joined by '###'", () => {
    expect(filterCondition(select({ is_multi: 1, default_value: 'Paris###Lyon' }), {}, NOW)?.values).toEqual([
      'Paris',
      'Lyon',
    ]);
    expect(filterCondition(select({ default_value: 'Paris###Lyon' }), {}, NOW)?.values).toEqual(['Paris', 'Lyon']);
    expect(
      filterCondition(select({ is_multi: 1, default_value_list: ['Nice'], default_value: 'Paris' }), {}, NOW)?.values,
    ).toEqual(['Nice']);
    expect(filterCondition(select({ is_multi: 1 }), { city: 'Paris###Lyon' }, NOW)?.values).toEqual(['Paris', 'Lyon']);
  });

  it("the 'all' option means no condition", () => {
    expect(filterCondition(select(), { city: 'all' }, NOW)).toBeNull();
    expect(filterCondition(select({ is_multi: 1 }), { city: ['Paris', 'all'] }, NOW)).toBeNull();
    expect(filterCondition(select({ is_default_select_all: 1, default_value: 'Paris' }), {}, NOW)).toBeNull();
    expect(filterCondition(select({ is_default_select_all: 1 }), { city: 'Paris' }, NOW)?.value).toBe('Paris');
  });
});

describe('filterCondition: between', () => {
  const between = (extra: Partial<FilterInput> = {}): FilterInput => ({
    class_en: 'amount',
    type: 'between',
    ...extra,
  });

  it('sends a range, with null for a missing bound, and defaults to the between operator', () => {
    expect(filterCondition(between(), { amount: { start: 10, end: 20 } }, NOW)).toEqual({
      key: 'amount',
      value_type: 'indicator',
      operator: 'between',
      range: { start: 10, end: 20 },
    });
    expect(filterCondition(between(), { amount: [0, ''] }, NOW)?.range).toEqual({ start: 0, end: null });
    expect(filterCondition(between(), { amount: { end: '5' } }, NOW)?.range).toEqual({ start: null, end: '5' });
  });

  it('needs at least one bound', () => {
    expect(filterCondition(between(), { amount: { start: null, end: '' } }, NOW)).toBeNull();
    expect(filterCondition(between(), { amount: [] }, NOW)).toBeNull();
  });

  it('keeps a configured not_between', () => {
    expect(filterCondition(between({ where_type: 'not_between' }), { amount: [1, 2] }, NOW)?.operator).toBe(
      'not_between',
    );
  });

  it('rejects a bare number', () => {
    expect(() => filterCondition(between(), { amount: 5 }, NOW)).toThrow(
      "filter 'amount': a between filter needs a range",
    );
  });
});

describe('filterCondition: datepicker', () => {
  const day: FilterInput = { class_en: 'dt', type: 'datepicker', datepicker_options: { date_type: 'date' } };

  it('is always kept, with the default when nothing is set, as a date_range', () => {
    expect(filterCondition(day, {}, NOW)).toEqual({
      key: 'dt',
      value_type: 'date',
      operator: 'date_range',
      range: { start: '2026-11-20 23:59:59', end: '2026-11-21 23:59:59' },
    });
  });

  it('is not sent when is_control_query is off', () => {
    expect(filterCondition({ ...day, is_control_query: 0 }, {}, NOW)).toBeNull();
  });

  it('keeps a configured date operator', () => {
    expect(filterCondition({ ...day, where_type: 'one_day' }, { dt: '2026-11-02' }, NOW)?.operator).toBe('one_day');
  });
});

describe('filterCondition: failing input', () => {
  it('rejects an operator the value type does not allow', () => {
    expect(() => filterCondition(select({ where_type: 'gt' }), { city: 'x' }, NOW)).toThrow(
      "filter 'city': operator 'gt' is not allowed for string",
    );
  });

  it('rejects unknown widget and value types', () => {
    expect(() => filterCondition(select({ type: 'slider' }), { city: 'x' }, NOW)).toThrow("unknown type 'slider'");
    expect(() => filterCondition(select({ filter_type: 'money' }), { city: 'x' }, NOW)).toThrow(
      "unknown filter_type 'money'",
    );
  });

  it('rejects values that are not scalars', () => {
    expect(() => filterCondition(select(), { city: { name: 'Paris' } }, NOW)).toThrow(TypeError);
    expect(() => filterCondition(select(), { city: ['Paris', { x: 1 }] }, NOW)).toThrow(TypeError);
    expect(() => filterCondition(select(), { city: Infinity }, NOW)).toThrow(TypeError);
  });
});

describe('buildFilterConditions', () => {
  it('keeps the filter order and drops filters without a condition', () => {
    const filters: FilterInput[] = [
      select({ class_en: 'a' }),
      select({ class_en: 'b' }),
      { class_en: 'dt', type: 'datepicker', datepicker_options: { date_type: 'daterange' } },
      select({ class_en: 'c', is_control_query: 0 }),
    ];
    const conditions = buildFilterConditions(filters, { a: 'x', b: 'all', c: 'y' }, NOW);
    expect(conditions.map((condition) => condition.key)).toEqual(['a', 'dt']);
  });
});

describe('buildReportQuery', () => {
  const filters = [select()];

  it('builds the payload of spec section 3', () => {
    expect(
      buildReportQuery(
        {
          diagram_id: 7,
          filters,
          values: { city: 'Paris' },
          sort: { pv: 'desc', uv: null, dt: 'asc', x: undefined },
          page: { page: 2, page_size: 10 },
          data_set_id: 3,
          export_fields: { pv: 'Page views' },
        },
        NOW,
      ),
    ).toEqual({
      diagram_id: 7,
      filter_condition: [{ key: 'city', value_type: 'string', operator: 'eq', value: 'Paris' }],
      sort_key_map: { pv: 'desc', dt: 'asc' },
      page: { page: 2, page_size: 10 },
      data_set_id: 3,
      export_fields: { pv: 'Page views' },
    });
  });

  it('leaves out the optional parts when not given', () => {
    expect(buildReportQuery({ diagram_id: 7, filters, values: {} }, NOW)).toEqual({
      diagram_id: 7,
      filter_condition: [],
      sort_key_map: {},
    });
  });

  it("requires a diagram id: 'id must be passed'", () => {
    for (const diagram_id of [0, -1, 1.5, Number.NaN]) {
      expect(() => buildReportQuery({ diagram_id, filters, values: {} }, NOW)).toThrow('id must be passed');
    }
  });

  it('rejects a page out of range', () => {
    expect(() =>
      buildReportQuery({ diagram_id: 7, filters, values: {}, page: { page: 0, page_size: 10 } }, NOW),
    ).toThrow(RangeError);
    expect(() =>
      buildReportQuery({ diagram_id: 7, filters, values: {}, page: { page: 1, page_size: 1001 } }, NOW),
    ).toThrow(RangeError);
  });
});
