import { fireEvent, screen, within } from '@testing-library/react';
import { conditionOf, controlsLoaded, renderFilters, search } from './harness';

const field = (key: string) => screen.getByTestId(`filter-${key}`);
const type = (input: Element, text: string) => fireEvent.change(input, { target: { value: text } });

describe('text filters', () => {
  test('text: typed text is sent after 查询', () => {
    const r = renderFilters([{ name: '关键词', class_en: 'keyword', type: 'text' }]);
    type(within(field('keyword')).getByPlaceholderText('请输入'), 'abc');
    expect(r.conditions()).toEqual([]);
    search();
    expect(conditionOf(r.conditions(), 'keyword')).toEqual({
      key: 'keyword',
      value_type: 'string',
      operator: 'eq',
      value: 'abc',
    });
  });

  test('text that triggers on change applies when committed (Enter or leaving the field), not at every keystroke', () => {
    const r = renderFilters([{ name: '关键词', class_en: 'keyword', type: 'text', trigger: 'change' }]);
    const input = within(field('keyword')).getByPlaceholderText('请输入');
    type(input, 'ab');
    expect(r.conditions()).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(conditionOf(r.conditions(), 'keyword')?.value).toBe('ab');
    type(input, 'abc');
    fireEvent.blur(input);
    expect(conditionOf(r.conditions(), 'keyword')?.value).toBe('abc');
    expect(screen.queryByRole('button', { name: /查询/ })).toBeNull();
  });

  test('fuzzytext: text a value should contain', () => {
    const r = renderFilters([{ name: '标题', class_en: 'title', type: 'fuzzytext', where_type: 'contains' }]);
    type(within(field('title')).getByPlaceholderText('包含的文字'), 'news');
    search();
    expect(conditionOf(r.conditions(), 'title')).toEqual({
      key: 'title',
      value_type: 'string',
      operator: 'contains',
      value: 'news',
    });
  });

  test('input: a number for an indicator filter, text otherwise', async () => {
    const r = renderFilters([
      { name: '数量', class_en: 'amount', type: 'input', filter_type: 'indicator', where_type: 'gte' },
      { name: '编号', class_en: 'code', type: 'input' },
    ]);
    await controlsLoaded();
    type(within(field('amount')).getByPlaceholderText('请输入数字'), '42');
    type(within(field('code')).getByPlaceholderText('请输入'), '007');
    search();
    expect(conditionOf(r.conditions(), 'amount')).toEqual({
      key: 'amount',
      value_type: 'indicator',
      operator: 'gte',
      value: 42,
    });
    expect(conditionOf(r.conditions(), 'code')?.value).toBe('007');
  });

  test('between: two numbers, either of which may stay empty', async () => {
    const r = renderFilters([{ name: '金额', class_en: 'price', type: 'between' }]);
    // The number controls load on demand: a placeholder holds their place meanwhile, and nothing is applied yet.
    expect(field('price').querySelector('.ts-filter-pending')).not.toBeNull();
    await controlsLoaded();
    search();
    expect(conditionOf(r.conditions(), 'price')).toBeUndefined();
    type(within(field('price')).getByPlaceholderText('最小值'), '10');
    search();
    expect(conditionOf(r.conditions(), 'price')).toEqual({
      key: 'price',
      value_type: 'indicator',
      operator: 'between',
      range: { start: 10, end: null },
    });
    type(within(field('price')).getByPlaceholderText('最大值'), '99.5');
    search();
    expect(conditionOf(r.conditions(), 'price')?.range).toEqual({ start: 10, end: 99.5 });
  });
});

describe('tab and radio filters', () => {
  const PERIODS = [
    { name: '日', value: 'day' },
    { name: '周', value: 'week' },
  ];

  test('tab: the options as tabs; none is highlighted until one is chosen', async () => {
    const r = renderFilters([{ name: '周期', class_en: 'period', type: 'tab', values: PERIODS, trigger: 'change' }]);
    await controlsLoaded();
    const selected = () => field('period').querySelector('.ant-segmented-item-selected')?.textContent ?? null;
    expect(selected()).toBeNull();
    fireEvent.click(within(field('period')).getByText('周'));
    expect(selected()).toBe('周');
    expect(conditionOf(r.conditions(), 'period')?.value).toBe('week');
  });

  test('radio: the options as buttons, with 全部 when asked for', async () => {
    const r = renderFilters([
      { name: '周期', class_en: 'period', type: 'radio', values: PERIODS, is_choose_all_row: 1, default_value: 'day' },
    ]);
    await controlsLoaded();
    const radios = within(field('period')).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['全部', '日', '周']);
    expect(radios.find((radio) => radio.checked)?.value).toBe('day');
    fireEvent.click(within(field('period')).getByText('周'));
    search();
    expect(conditionOf(r.conditions(), 'period')?.value).toBe('week');
    fireEvent.click(within(field('period')).getByText('全部'));
    search();
    expect(conditionOf(r.conditions(), 'period')).toBeUndefined();
  });
});
