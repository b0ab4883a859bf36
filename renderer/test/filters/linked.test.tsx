import { screen, waitFor } from '@testing-library/react';
import type { Filter, LinkedSelectOption } from '@tessera/schema/dsl';
import { fakeClient } from '../fakeClient';
import { conditionOf, openSelect, optionLabels, pickOption, renderFilters } from './harness';

const REGIONS = [
  { name: '欧洲', value: 'eu' },
  { name: '亚洲', value: 'as' },
];
const CITIES: Record<string, LinkedSelectOption[]> = {
  eu: [
    { level_name: 'Paris', level_value: 'paris' },
    { level_name: 'Berlin', level_value: 'berlin' },
  ],
  as: [
    { level_name: 'Tokyo', level_value: 'tokyo' },
    { level_name: 'Berlin', level_value: 'berlin' },
  ],
};
const region = (extra: Partial<Filter> = {}): Filter => ({
  name: '大区',
  class_en: 'region',
  values: REGIONS,
  default_value: 'eu',
  trigger: 'change',
  ...extra,
});
const city = (extra: Partial<Filter> = {}): Filter => ({
  name: '城市',
  class_en: 'city',
  is_interlock: 1,
  is_default_sort: 1,
  trigger: 'change',
  ...extra,
});
const field = (key: string) => screen.getByTestId(`filter-${key}`);
const cityService = (delays: { fail?: boolean } = {}) =>
  fakeClient({
    linkedSelect: (request) => {
      if (delays.fail) throw new Error('linked select down');
      return request.field === 'district'
        ? [{ level_name: `${String(request.value)}-1`, level_value: `${String(request.value)}-1` }]
        : CITIES[String(request.value)];
    },
  });

describe('linked selects', () => {
  test("a child is loaded for its parent's default before the scope is ready, and takes the first option", async () => {
    const client = cityService();
    const r = renderFilters([region(), city()], { client });
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
    expect(client.linkedSelect).toHaveBeenCalledTimes(1);
    expect(client.linkedSelect.mock.calls[0][0]).toEqual({ diagram_id: 7, field: 'city', value: 'eu' });
    expect(conditionOf(r.conditions(), 'city')?.value).toBe('paris');
    // The applied values changed once: from nothing settled to the settled defaults.
    expect(r.appliedObjects()).toHaveLength(2);
    openSelect(field('city'));
    expect(optionLabels()).toEqual(['Paris', 'Berlin']);
  });

  test('a child keeps its value when the new options hold it, else takes the first; both apply together', async () => {
    const client = cityService();
    const r = renderFilters([region(), city({ default_value: 'berlin' })], { client });
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
    expect(conditionOf(r.conditions(), 'city')?.value).toBe('berlin');

    openSelect(field('region'));
    pickOption('亚洲');
    await waitFor(() => expect(client.linkedSelect).toHaveBeenCalledTimes(2));
    expect(client.linkedSelect.mock.calls[1][0]).toEqual({ diagram_id: 7, field: 'city', value: 'as' });
    await waitFor(() => expect(r.scope().applied.region).toBe('as'));
    expect(conditionOf(r.conditions(), 'city')?.value).toBe('berlin');

    openSelect(field('city'));
    pickOption('Tokyo');
    openSelect(field('region'));
    pickOption('欧洲');
    await waitFor(() => expect(r.scope().applied.region).toBe('eu'));
    expect(r.scope().applied.city).toBe('paris');
    // No query ever saw a region with a city that does not belong to it.
    const mismatched = r.appliedObjects().filter((applied) => applied.region === 'eu' && applied.city === 'tokyo');
    expect(mismatched).toEqual([]);
  });

  test('the parent is the filter named by filter_key when set, else the filter just before', async () => {
    const client = cityService();
    const filters: Filter[] = [
      region(),
      { name: '渠道', class_en: 'channel', values: [{ name: 'App', value: 'app' }], default_value: 'app' },
      city({ filter_key: 'region' }),
    ];
    renderFilters(filters, { client });
    await waitFor(() => expect(client.linkedSelect).toHaveBeenCalled());
    expect(client.linkedSelect.mock.calls[0][0]).toMatchObject({ field: 'city', value: 'eu' });
  });

  test("a chain reloads in order: a grandchild asks with its parent's new value", async () => {
    const client = cityService();
    const district: Filter = { name: '区', class_en: 'district', is_interlock: 1, trigger: 'change' };
    const r = renderFilters([region(), city(), district], { client });
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
    const asked = client.linkedSelect.mock.calls.map(([request]) => [request.field, request.value]);
    expect(asked).toEqual([
      ['city', 'eu'],
      ['district', 'paris'],
    ]);
    expect(conditionOf(r.conditions(), 'district')?.value).toBe('paris-1');
  });

  test('a failed reload is logged and falls back to the first option', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = cityService({ fail: true });
    const r = renderFilters(
      [
        region(),
        city({
          values: [
            { name: '默认城市', value: 'default' },
            { name: 'Other', value: 'other' },
          ],
          default_value: 'other',
        }),
      ],
      { client },
    );
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'city'"), expect.any(Error));
    expect(conditionOf(r.conditions(), 'city')?.value).toBe('default');
    warn.mockRestore();
  });

  test('a multi child keeps the chosen values the new options hold', async () => {
    const client = cityService();
    const r = renderFilters([region(), city({ is_multi: 1, default_value_list: ['paris', 'berlin'] })], { client });
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
    expect(conditionOf(r.conditions(), 'city')?.values).toEqual(['paris', 'berlin']);
    openSelect(field('region'));
    pickOption('亚洲');
    await waitFor(() => expect(r.scope().applied.region).toBe('as'));
    expect(conditionOf(r.conditions(), 'city')?.values).toEqual(['berlin']);
  });

  test("a child showing 'all' is ready at once: its options load beside the first query, which they cannot change", async () => {
    const client = cityService();
    const r = renderFilters([region(), city({ is_default_select_all: 1 })], { client });
    expect(screen.getByTestId('ready').textContent).toBe('true');
    expect(conditionOf(r.conditions(), 'city')).toBeUndefined();
    await waitFor(() => expect(client.linkedSelect).toHaveBeenCalledTimes(1));
    expect(client.linkedSelect.mock.calls[0][0]).toEqual({ diagram_id: 7, field: 'city', value: 'eu' });
    openSelect(field('city'));
    await waitFor(() => expect(optionLabels()).toEqual(['全部', 'Paris', 'Berlin']));
    // Nothing changed when the options came: the query that went out first stays the only one.
    expect(r.appliedObjects()).toHaveLength(1);
  });

  test('a linked filter without a parent, and a scope without linked filters, are ready at once', () => {
    const client = cityService();
    renderFilters([city({ values: [{ name: 'Paris', value: 'paris' }] }), region()], { client });
    expect(screen.getByTestId('ready').textContent).toBe('true');
    expect(client.linkedSelect).not.toHaveBeenCalled();
  });
});
