import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Filter } from '@tessera/schema/dsl';
import { conditionOf, openSelect, pickOption, renderFilters, search, shownLabel } from './harness';

const COUNTRIES = [
  { name: '中国', value: 'cn' },
  { name: '美国', value: 'us' },
];
const select = (class_en: string, extra: Partial<Filter> = {}): Filter => ({
  name: class_en.toUpperCase(),
  class_en,
  values: COUNTRIES,
  ...extra,
});
const field = (key: string) => screen.getByTestId(`filter-${key}`);

describe('filter bar', () => {
  test('each bar shows the filters placed there; a placement with none renders nothing', () => {
    renderFilters([select('a'), select('b', { belonging_to: 'table' }), select('c', { belonging_to: 'search' })], {
      placements: ['search', 'table', 'chart'],
    });
    const bar = (placement: string) => screen.queryByTestId(`filter-bar-${placement}`);
    expect(within(bar('search')!).getByText('A')).toBeTruthy();
    expect(within(bar('search')!).getByText('C')).toBeTruthy();
    expect(within(bar('search')!).queryByText('B')).toBeNull();
    expect(within(bar('table')!).getByText('B')).toBeTruthy();
    expect(bar('chart')).toBeNull();
  });

  test('a hidden filter (is_show 0) is not shown but still applied', () => {
    const r = renderFilters([select('a'), select('hidden', { is_show: 0, default_value: 'us' })]);
    expect(screen.queryByTestId('filter-hidden')).toBeNull();
    expect(conditionOf(r.conditions(), 'hidden')?.value).toBe('us');
  });

  test('filters that apply on change need no 查询 button; drafts wait for it', () => {
    const r = renderFilters([select('now', { trigger: 'change' }), select('later')]);
    openSelect(field('now'));
    pickOption('美国');
    expect(conditionOf(r.conditions(), 'now')?.value).toBe('us');
    openSelect(field('later'));
    pickOption('中国');
    expect(conditionOf(r.conditions(), 'later')).toBeUndefined();
    search();
    expect(conditionOf(r.conditions(), 'later')?.value).toBe('cn');
    r.unmount();

    renderFilters([select('now', { trigger: 'change' })]);
    expect(screen.queryByRole('button', { name: /查询/ })).toBeNull();
  });

  test('applied changes only when a value does', () => {
    const r = renderFilters([select('a')]);
    const first = r.scope().applied;
    openSelect(field('a'));
    pickOption('美国');
    expect(r.scope().applied).toBe(first);
    search();
    const second = r.scope().applied;
    expect(second).not.toBe(first);
    expect(second).toEqual({ a: 'us' });
    search();
    expect(r.scope().applied).toBe(second);
  });

  test('重置 puts the is_reset filters back to their default and applies', () => {
    const r = renderFilters([
      select('a', { is_reset: 1, default_value: 'cn', trigger: 'change' }),
      select('b', { trigger: 'change' }),
    ]);
    openSelect(field('a'));
    pickOption('美国');
    openSelect(field('b'));
    pickOption('美国');
    expect(r.scope().applied).toEqual({ a: 'us', b: 'us' });
    fireEvent.click(screen.getByRole('button', { name: /重置/ }));
    expect(shownLabel(field('a'))).toBe('中国');
    expect(r.scope().applied).toEqual({ b: 'us' });
    expect(conditionOf(r.conditions(), 'a')?.value).toBe('cn');
  });

  test('no 重置 button without an is_reset filter', () => {
    renderFilters([select('a')]);
    expect(screen.queryByRole('button', { name: /重置/ })).toBeNull();
  });

  test('scope.reset() puts every filter back to its default', () => {
    const r = renderFilters([select('a', { trigger: 'change' }), select('b', { default_value: 'cn' })]);
    openSelect(field('a'));
    pickOption('美国');
    openSelect(field('b'));
    pickOption('美国');
    search();
    act(() => r.scope().reset());
    expect(r.scope().applied).toEqual({});
    expect(shownLabel(field('b'))).toBe('中国');
  });

  test('a value set by a global filter is shown, disabled, with the reason on hover', async () => {
    renderFilters([select('country'), select('other')], {
      overrides: { keys: ['country'], values: { country: 'us', other: 'ignored' }, names: { country: '全局国家' } },
    });
    expect(shownLabel(field('country'))).toBe('美国');
    expect(field('country').querySelector('.ant-select-disabled')).not.toBeNull();
    expect(field('other').querySelector('.ant-select-disabled')).toBeNull();
    expect(shownLabel(field('other'))).toBeNull();
    fireEvent.mouseEnter(field('country'));
    await waitFor(() => expect(screen.getByText('由全局筛选「全局国家」控制')).toBeTruthy());
  });

  test('the bar speaks English', () => {
    const r = renderFilters([select('a', { is_reset: 1 })], { lang: 'en' });
    expect(screen.getByRole('button', { name: /Reset/ })).toBeTruthy();
    // An empty select reads All, as the sections' filters set to the all option do.
    expect(within(field('a')).getByText('All')).toBeTruthy();
    openSelect(field('a'));
    pickOption('中国');
    search('Search');
    expect(conditionOf(r.conditions(), 'a')?.value).toBe('cn');
  });

  test('on a phone the filters fold behind a button that unfolds and folds them again', () => {
    const r = renderFilters([select('a'), select('b')], { phone: true });
    const toggle = screen.getByTestId('filter-toggle-search');
    expect(screen.queryByTestId('filter-a')).toBeNull();
    expect(toggle.textContent).toContain('筛选');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('filter-bar-search').className).toContain('ts-filter-panel');
    openSelect(field('a'));
    pickOption('美国');
    search();
    expect(conditionOf(r.conditions(), 'a')?.value).toBe('us');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('filter-a')).toBeNull();
    // Folding keeps what was applied.
    expect(conditionOf(r.conditions(), 'a')?.value).toBe('us');
  });
});
