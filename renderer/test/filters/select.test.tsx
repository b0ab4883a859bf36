import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Filter } from '@tessera/schema/dsl';
import { fakeClient } from '../fakeClient';
import {
  chosenLabels,
  conditionOf,
  openSelect,
  optionLabels,
  pickOption,
  renderFilters,
  search,
  shownLabel,
} from './harness';

const COUNTRIES = [
  { name: '中国', value: 'cn' },
  { name: '美国', value: 'us' },
  { name: '法国', value: 'fr' },
];
const country = (extra: Partial<Filter> = {}): Filter => ({
  name: '国家',
  class_en: 'country',
  values: COUNTRIES,
  ...extra,
});
const field = (key: string) => screen.getByTestId(`filter-${key}`);

describe('select filter', () => {
  test('typed-in options are listed in their order; a pick is a draft until 查询, then sent', () => {
    const r = renderFilters([country()]);
    openSelect(field('country'));
    expect(optionLabels()).toEqual(['中国', '美国', '法国']);
    pickOption('美国');
    expect(shownLabel(field('country'))).toBe('美国');
    expect(r.conditions()).toEqual([]);
    search();
    expect(conditionOf(r.conditions(), 'country')).toEqual({
      key: 'country',
      value_type: 'string',
      operator: 'eq',
      value: 'us',
    });
  });

  test('fixed_values are the options when no values are typed in, each its own label', () => {
    renderFilters([{ name: '版本', class_en: 'ver', fixed_values: ['1.0', '2.0'] }]);
    openSelect(field('ver'));
    expect(optionLabels()).toEqual(['1.0', '2.0']);
  });

  test('is_multi sends every chosen value', () => {
    const r = renderFilters([country({ is_multi: 1 })]);
    openSelect(field('country'));
    pickOption('中国');
    pickOption('法国');
    expect(chosenLabels()).toEqual(['中国', '法国']);
    search();
    expect(conditionOf(r.conditions(), 'country')?.values).toEqual(['cn', 'fr']);
  });

  test('default_value and default_value_list are shown and sent while untouched', () => {
    const r = renderFilters([
      country({ default_value: 'fr' }),
      { ...country({ class_en: 'market', is_multi: 1, default_value_list: ['cn', 'us'] }) },
    ]);
    expect(shownLabel(field('country'))).toBe('法国');
    openSelect(field('market'));
    expect(chosenLabels()).toEqual(['中国', '美国']);
    expect(r.conditions()).toEqual([
      { key: 'country', value_type: 'string', operator: 'eq', value: 'fr' },
      { key: 'market', value_type: 'string', operator: 'eq', values: ['cn', 'us'] },
    ]);
  });

  test('is_choose_all_row puts 全部 (All in English) first; choosing it sends no condition', () => {
    const r = renderFilters([country({ is_choose_all_row: 1, default_value: 'cn' })]);
    openSelect(field('country'));
    expect(optionLabels()).toEqual(['全部', '中国', '美国', '法国']);
    pickOption('全部');
    search();
    expect(conditionOf(r.conditions(), 'country')).toBeUndefined();
    r.unmount();

    renderFilters([country({ is_choose_all_row: 1 })], { lang: 'en' });
    openSelect(field('country'));
    expect(optionLabels()[0]).toBe('All');
  });

  test('untouched and with no default, a select reads 全部 like one set to the all option (not 请选择)', () => {
    // The core overview's global 平台 filter has no default; its sections' 平台 filters default to all.
    renderFilters([
      country({ is_choose_all_row: 1 }),
      country({ class_en: 'platform', name: '平台', is_choose_all_row: 1, default_value: 'all' }),
    ]);
    const placeholder = field('country').querySelector('.ant-select-selection-placeholder')?.textContent;
    expect([placeholder, shownLabel(field('platform'))]).toEqual(['全部', '全部']);
    expect(field('country').textContent).not.toContain('请选择');
  });

  test('in a multi select, 全部 replaces the other choices and another choice replaces 全部', () => {
    const r = renderFilters([country({ is_multi: 1, is_choose_all_row: 1 })]);
    openSelect(field('country'));
    pickOption('中国');
    pickOption('全部');
    expect(chosenLabels()).toEqual(['全部']);
    pickOption('美国');
    expect(chosenLabels()).toEqual(['美国']);
    search();
    expect(conditionOf(r.conditions(), 'country')?.values).toEqual(['us']);
  });

  test('is_default_select_all shows every option chosen and sends no condition until one is dropped', () => {
    const r = renderFilters([country({ is_multi: 1, is_default_select_all: 1 })]);
    openSelect(field('country'));
    expect(chosenLabels()).toEqual(['中国', '美国', '法国']);
    expect(r.conditions()).toEqual([]);
    pickOption('美国');
    search();
    expect(conditionOf(r.conditions(), 'country')?.values).toEqual(['cn', 'fr']);
  });

  test('is_default_select_all on a single select shows 全部', () => {
    renderFilters([country({ is_default_select_all: 1 })]);
    expect(shownLabel(field('country'))).toBe('全部');
  });

  test('is_fixed: the control is disabled and its value is sent', () => {
    const r = renderFilters([country({ is_fixed: 1, default_value: 'cn' })]);
    expect(field('country').querySelector('.ant-select-disabled')).not.toBeNull();
    expect(conditionOf(r.conditions(), 'country')?.value).toBe('cn');
    // A fixed filter needs no Search button.
    expect(screen.queryByRole('button', { name: /查询/ })).toBeNull();
  });

  test('is_control_query 0: shown, but its value is not sent', () => {
    const r = renderFilters([country({ is_control_query: 0, default_value: 'cn' })]);
    expect(shownLabel(field('country'))).toBe('中国');
    expect(r.conditions()).toEqual([]);
  });
});

describe('select filter with options from the data service', () => {
  const city = (extra: Partial<Filter> = {}): Filter => ({ name: '城市', class_en: 'city', ...extra });
  const region: Filter = {
    name: '大区',
    class_en: 'region',
    values: [{ name: '欧洲', value: 'eu' }],
    default_value: 'eu',
  };

  test("asks select-options with the other filters' conditions, and sorts by label", async () => {
    const client = fakeClient({
      selectOptions: () => [
        { name: 'Paris', value: 'paris' },
        { name: 'Berlin', value: 'berlin' },
        { name: 'Athens', value: 'athens' },
      ],
    });
    renderFilters([region, city()], { client });
    await waitFor(() => expect(client.selectOptions).toHaveBeenCalled());
    expect(client.selectOptions.mock.calls[0][0]).toEqual({
      diagram_id: 7,
      field: 'city',
      filter_condition: [{ key: 'region', value_type: 'string', operator: 'eq', value: 'eu' }],
    });
    openSelect(field('city'));
    await waitFor(() => expect(optionLabels()).toEqual(['Athens', 'Berlin', 'Paris']));
  });

  test('is_default_sort keeps the data service order', async () => {
    const client = fakeClient({
      selectOptions: () => [
        { name: 'Paris', value: 'paris' },
        { name: 'Athens', value: 'athens' },
      ],
    });
    renderFilters([city({ is_default_sort: 1 })], { client });
    openSelect(field('city'));
    await waitFor(() => expect(optionLabels()).toEqual(['Paris', 'Athens']));
  });

  test("the server's all option is relabelled, never doubled", async () => {
    const client = fakeClient({
      selectOptions: () => [
        { name: '全部', value: 'all' },
        { name: 'Paris', value: 'paris' },
      ],
    });
    renderFilters([city({ is_choose_all_row: 1 })], { client, lang: 'en' });
    openSelect(field('city'));
    await waitFor(() => expect(optionLabels()).toEqual(['All', 'Paris']));
  });

  test('applying another filter reloads the options for its new value', async () => {
    const client = fakeClient({ selectOptions: () => [] });
    const r = renderFilters(
      [{ ...region, trigger: 'change', values: [...region.values!, { name: '亚洲', value: 'as' }] }, city()],
      { client },
    );
    await waitFor(() => expect(client.selectOptions).toHaveBeenCalledTimes(1));
    openSelect(field('region'));
    pickOption('亚洲');
    await waitFor(() => expect(client.selectOptions).toHaveBeenCalledTimes(2));
    expect(client.selectOptions.mock.calls[1][0].filter_condition).toEqual([
      { key: 'region', value_type: 'string', operator: 'eq', value: 'as' },
    ]);
    expect(r.scope().applied).toEqual({ region: 'as' });
  });

  test('typing searches the server once the typing pauses (200 ms)', async () => {
    const client = fakeClient({
      selectOptions: (request) =>
        request.search ? [{ name: 'Berlin', value: 'berlin' }] : [{ name: 'Paris', value: 'paris' }],
    });
    renderFilters([city()], { client });
    await waitFor(() => expect(client.selectOptions).toHaveBeenCalledTimes(1));
    openSelect(field('city'));
    const input = field('city').querySelector('input')!;
    for (const text of ['b', 'be', 'ber']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(optionLabels()).toEqual(['Berlin']));
    const searches = client.selectOptions.mock.calls.map(([request]) => request.search).filter(Boolean);
    expect(searches).toEqual(['ber']);
  });

  test('a failed load shows an empty list, and the other filters keep working', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = fakeClient({ selectOptions: () => Promise.reject(new Error('boom')) });
    const r = renderFilters([city(), country()], { client });
    // The spinner stops: the load is over, with nothing to list.
    await waitFor(() => expect(field('city').querySelector('.ant-select-arrow-loading')).toBeNull());
    expect(warn).toHaveBeenCalled();
    openSelect(field('city'));
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText('暂无选项')).toBeTruthy();
    fireEvent.keyDown(field('city').querySelector('input')!, { key: 'Escape' });
    openSelect(field('country'));
    pickOption('中国');
    search();
    expect(conditionOf(r.conditions(), 'country')?.value).toBe('cn');
    // The failing filter tries again for the new condition, and fails as quietly.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(field('city').querySelector('.ant-select-arrow-loading')).toBeNull());
    warn.mockRestore();
  });

  test('a global filter with no section to ask keeps to its typed-in options', () => {
    const client = fakeClient();
    renderFilters([city(), country()], { client, diagramId: () => undefined });
    openSelect(field('country'));
    expect(optionLabels()).toEqual(['中国', '美国', '法国']);
    expect(client.selectOptions).not.toHaveBeenCalled();
  });
});
