import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import type { DatasetColumn } from '@tessera/schema/dsl';
import { removeField, reorderZone, zoneColumns } from '../../src/commands/fields';
import { dropField } from '../../src/commands/sections';
import type { DatasetSource } from '../../src/datasets/source';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import PageDesigner from '../../src/ui/PageDesigner';
import { dragOutcome, type DragData, type DropData } from '../../src/binding/drag';
import { FIELDS } from '../datasets';
import { pageOf } from '../fixtures';

const client = {} as ReportClient;

const HIDDEN: DatasetColumn = { column_key: 'secret', column_name: '内部编号', column_type: 0, is_show: 0 };

/** The host's dataset calls, answering from memory: dataset 1 is the fixtures' (its section uses it), 2 another. */
const source: DatasetSource = {
  list: () =>
    Promise.resolve([
      { id: 1, name: '浏览日报' },
      { id: 2, name: '国家日活' },
    ]),
  fields: (id) =>
    Promise.resolve(
      id === 1 ? [...Object.values(FIELDS), HIDDEN] : [FIELDS.country, { ...FIELDS.dau, column_key: 'dau2' }],
    ),
};

async function mount(lang: 'zh' | 'en' = 'zh'): Promise<DesignerStore> {
  const store = createDesignerStore(pageOf(1));
  render(<PageDesigner store={store} client={client} lang={lang} datasets={source} />);
  act(() => store.getState().select('s1'));
  await screen.findAllByTestId('field-item');
  return store;
}

const fieldNames = () => screen.getAllByTestId('field-item').map((el) => el.textContent);
const zone = (role: 'dimension' | 'indicator') =>
  within(screen.getByTestId(`zone-${role}`))
    .queryAllByTestId('zone-item')
    .map((el) => el.textContent?.split(/(?=SUM|AVG|COUNT|MAX|MIN|STD|GROUP)/)[0]);
const history = () => screen.getAllByTestId('history-done').map((li) => li.textContent);

describe('the data panel', () => {
  it('asks for one selected section, then lists its dataset fields typed, without hidden ones, with search', async () => {
    const store = createDesignerStore(pageOf(2));
    render(<PageDesigner store={store} client={client} lang="zh" datasets={source} />);
    expect(screen.getByTestId('data-panel').textContent).toContain('选中一个区块来设置它的数据');

    act(() => store.getState().select('s1'));
    await screen.findAllByTestId('field-item');
    const list = screen.getByTestId('field-list');
    expect(list.textContent).toContain('维度日期国家应用小时指标浏览量访客数日活');
    expect(fieldNames()).not.toContain('内部编号');
    expect(zone('dimension')).toEqual(['日期']);
    expect(zone('indicator')).toEqual(['浏览量']);

    fireEvent.change(within(list).getByRole('searchbox'), { target: { value: '访' } });
    expect(fieldNames()).toEqual(['访客数']);
    fireEvent.change(within(list).getByRole('searchbox'), { target: { value: 'HOUR' } });
    expect(fieldNames()).toEqual(['小时']);
    fireEvent.change(within(list).getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(list.textContent).toContain('没有匹配的字段');

    act(() => store.getState().select('s2', 'add'));
    expect(screen.getByTestId('data-panel').textContent).toContain('选中一个区块来设置它的数据');
  });

  it('picks another dataset as one step that empties the zones, and lists its fields', async () => {
    const store = await mount();
    fireEvent.mouseDown(within(screen.getByTestId('dataset-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('国家日活'));
    expect(await screen.findByText('日活', { selector: '.ant-tag' })).toBeTruthy();
    expect(fieldNames()).toEqual(['国家', '日活']);
    expect(zone('dimension')).toEqual([]);
    expect(screen.getByTestId('zone-dimension').textContent).toContain('把维度拖到这里');
    expect(history()).toEqual(['区块 区块 1 使用数据集 国家日活']);
    expect(store.getState().doc.sections[0].data_set_id).toBe(2);
    act(() => store.getState().undo());
    expect(await screen.findByText('浏览量', { selector: '.ant-tag' })).toBeTruthy();
    expect(zone('indicator')).toEqual(['浏览量']);
  });

  it('sets an indicator aggregate and cycles its default sort none → asc → desc → none, each a step', async () => {
    const store = await mount();
    const pv = () => store.getState().doc.sections[0].column_config_model_list!.find((c) => c.column_key === 'pv')!;
    fireEvent.mouseDown(within(screen.getByTestId('aggregate-pv')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('COUNT_DISTINCT'));
    expect(pv().aggregate).toBe('COUNT_DISTINCT');

    const sort = screen.getByTestId('sort-pv');
    expect(sort.textContent).toBe('不排序');
    fireEvent.click(sort);
    expect(sort.textContent).toBe('升序');
    fireEvent.click(sort);
    expect(sort.textContent).toBe('降序');
    fireEvent.click(sort);
    expect(pv().default_sort).toBe(0);
    expect(history()).toEqual([
      '指标 浏览量 的聚合方式改为COUNT_DISTINCT',
      '指标 浏览量 的默认排序改为升序',
      '指标 浏览量 的默认排序改为降序',
      '指标 浏览量 的默认排序改为不排序',
    ]);
  });

  it('greys out the chart types the fields do not allow, with the rule as the tip, and switches as one step', async () => {
    const store = await mount('en');
    act(() => void dropField(store, 's1', { role: 'indicator', place: 'builder' }, FIELDS.uv));
    const allowed = (type: number) => screen.getByTestId(`chart-type-${type}`).dataset.allowed;
    // One dimension, two indicators: pie (one indicator) and funnel are out; bar is in.
    expect(allowed(2)).toBe('true');
    expect(allowed(3)).toBe('false');
    expect(within(screen.getByTestId('chart-type-3')).getByRole('button')).toHaveProperty('disabled', true);
    fireEvent.mouseEnter(screen.getByTestId('chart-type-3'));
    // By its text, not by role: a role query walks the whole designer's accessibility tree on every poll, and under
    // load a poll outlasted the wait.
    const tip = await screen.findByText(
      'a pie chart needs 1 dimension with 1 indicator, or no dimension with 1 or more indicators',
    );
    expect(tip.closest('[role="tooltip"]')).not.toBeNull();

    fireEvent.click(within(screen.getByTestId('chart-type-2')).getByRole('button'));
    expect(store.getState().doc.sections[0].chart_config?.config_type).toBe(2);
    expect(history()).toEqual(['Add indicator 访客数', 'Section 区块 1 becomes a Bar chart']);
  });
});

describe('drags in the data panel', () => {
  const field = FIELDS.pv;
  const over = (data: DragData | DropData) => ({ data: { current: data } as { current: Record<string, unknown> } });
  const active = over;

  it('reads a field let go over a zone as a drop there, and a column over its own zone as a move', () => {
    expect(dragOutcome(active({ kind: 'field', field }), over({ kind: 'zone', role: 'dimension' }))).toEqual({
      kind: 'drop',
      role: 'dimension',
      field,
    });
    const column: DragData = { kind: 'column', role: 'indicator', field, index: 0 };
    expect(dragOutcome(active(column), over({ kind: 'column', role: 'indicator', index: 2 }))).toEqual({
      kind: 'reorder',
      role: 'indicator',
      from: 0,
      to: 2,
    });
    expect(dragOutcome(active(column), over({ kind: 'zone', role: 'dimension' }))).toMatchObject({ kind: 'drop' });
    expect(dragOutcome(active({ kind: 'field', field }), null)).toBeNull();
  });

  it('reorders within a zone, leaving the other zone where it is, and takes a field out', () => {
    const store = createDesignerStore(pageOf(1));
    const drop = (f: DatasetColumn) => dropField(store, 's1', { role: 'indicator', place: 'builder' }, f);
    drop(FIELDS.uv);
    drop(FIELDS.dau);
    reorderZone(store, 's1', 'indicator', 2, 0);
    const section = () => store.getState().doc.sections[0];
    expect(zoneColumns(section(), 'indicator').map((c) => c.column_key)).toEqual(['dau', 'pv', 'uv']);
    expect(section().column_config_model_list!.map((c) => c.column_key)).toEqual(['dt', 'dau', 'pv', 'uv']);
    removeField(store, 's1', 'pv');
    expect(zoneColumns(section(), 'indicator').map((c) => c.column_key)).toEqual(['dau', 'uv']);
    expect(store.getState().past.map((e) => e.description.key)).toEqual([
      'addIndicator',
      'addIndicator',
      'reorderField',
      'removeField',
    ]);
  });

  it('refuses an indicator in the dimension zone with the spec message and changes nothing', () => {
    const store = createDesignerStore(pageOf(1));
    const refusal = dropField(store, 's1', { role: 'dimension', place: 'builder' }, FIELDS.uv);
    expect(refusal).toEqual({ en: 'please drag a dimension here', zh: '请拖入维度' });
    expect(store.getState().past).toEqual([]);
  });
});
