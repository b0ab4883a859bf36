import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Filter } from '@tessera/schema/dsl';
import { conditionOf, pickOption, renderFilters, shownLabel } from './harness';

const COUNTRIES = [
  { name: '中国', value: 'cn' },
  { name: '美国', value: 'us' },
];
const country = (extra: Partial<Filter> = {}): Filter => ({
  name: '国家',
  class_en: 'country',
  values: COUNTRIES,
  default_value: 'us',
  trigger: 'change',
  ...extra,
});
const days: Filter = {
  name: '日期',
  class_en: 'dt',
  type: 'datepicker',
  trigger: 'change',
  datepicker_options: { date_type: 'daterange', default_config_value: 'past_7_days' },
};
const field = (key: string) => screen.getByTestId(`filter-${key}`);
const bar = () => screen.getByTestId('filter-bar-search');
const resting = (key: string) => within(field(key)).queryByTestId('resting-control');
const restingTexts = (key: string) => [...(resting(key)?.querySelectorAll('input') ?? [])].map((input) => input.value);

// Idle periods come when the test says: requestIdleCallback keeps its callbacks until run() is called.
let pending: IdleRequestCallback[] = [];
const idle = (timeRemaining: number, didTimeout = false) =>
  act(() => {
    const due = pending;
    pending = [];
    for (const callback of due) callback({ didTimeout, timeRemaining: () => timeRemaining });
  });
beforeEach(() => {
  window.requestIdleCallback = (callback) => {
    pending.push(callback);
    return pending.length;
  };
});
afterEach(() => {
  // Leaves no idle callback owed to the next test.
  while (pending.length) idle(50);
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('a resting filter bar', () => {
  test('draws its select and date range with their values, and the pointer makes them real controls', () => {
    const r = renderFilters([days, country()], { resting: true });
    expect(bar().getAttribute('data-resting')).toBe('1');
    expect(resting('country')?.textContent).toBe('美国');
    const dates = restingTexts('dt');
    expect(dates).toHaveLength(2);
    expect(document.querySelector('.ant-select, .ant-picker')).toBeNull();
    // At rest the values are already applied.
    expect(conditionOf(r.conditions(), 'country')?.value).toBe('us');

    fireEvent.pointerOver(field('country'));
    expect(bar().getAttribute('data-resting')).toBeNull();
    expect(shownLabel(field('country'))).toBe('美国');
    // The real picker shows what the resting one did.
    const picker = [...field('dt').querySelectorAll<HTMLInputElement>('.ant-picker input')].map((i) => i.value);
    expect(picker).toEqual(dates);
    fireEvent.mouseDown(field('country').querySelector('.ant-select-selector')!);
    pickOption('中国');
    expect(conditionOf(r.conditions(), 'country')?.value).toBe('cn');
  });

  test('a field a global filter sets rests disabled, and shows why when the pointer wakes the bar on it', async () => {
    renderFilters([days, country()], {
      resting: true,
      overrides: { keys: ['dt'], values: {}, names: { dt: '全局日期' } },
    });
    expect(resting('dt')?.getAttribute('aria-disabled')).toBe('true');
    expect(resting('dt')?.hasAttribute('tabindex')).toBe(false);
    expect(resting('country')?.getAttribute('tabindex')).toBe('0');
    fireEvent.pointerOver(within(field('dt')).getByTestId('resting-control'));
    expect(field('dt').querySelector('.ant-picker-disabled')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('由全局筛选「全局日期」控制')).toBeTruthy());
  });

  test('focus wakes the bar and moves to the real control', () => {
    renderFilters([days, country()], { resting: true });
    act(() => resting('country')!.focus());
    expect(bar().getAttribute('data-resting')).toBeNull();
    expect(field('country').querySelector('.ant-select')?.contains(document.activeElement)).toBe(true);
  });

  test('idle time wakes the bars, one while little time is left, none when there is too little', () => {
    renderFilters([country({ belonging_to: 'search' }), country({ class_en: 'region', belonging_to: 'table' })], {
      resting: true,
      placements: ['search', 'table'],
    });
    const restingBars = () => document.querySelectorAll('[data-resting="1"]').length;
    expect(restingBars()).toBe(2);
    idle(2);
    expect(restingBars()).toBe(2);
    idle(0, true);
    expect(restingBars()).toBe(1);
    idle(50);
    expect(restingBars()).toBe(0);
  });

  test('a bar with nothing to draw at rest is real from the start', () => {
    renderFilters([{ name: '关键词', class_en: 'q', type: 'text' }, country({ is_multi: 1 })], { resting: true });
    expect(bar().getAttribute('data-resting')).toBeNull();
    expect(screen.queryAllByTestId('resting-control')).toHaveLength(0);
  });

  test("only a page that asks for it rests its sections' bars", () => {
    renderFilters([days, country()]);
    expect(bar().getAttribute('data-resting')).toBeNull();
    expect(shownLabel(field('country'))).toBe('美国');
  });
});
