import { Profiler } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import type { Page, Section } from '@tessera/schema/dsl';
import { DesignerProvider } from '../../../src/edit/hooks';
import { createDesignerStore, type DesignerStore } from '../../../src/edit/store';
import zhHelp from '../../../src/i18n/zh/schema-help';
import PageDesigner from '../../../src/ui/PageDesigner';
import SettingsPanel from '../../../src/ui/settings/SettingsPanel';
import { schemaAt } from '../../../src/ui/settings/schema';
import { pageOf } from '../../fixtures';

const client = {} as ReportClient;

const table: Section = {
  id: 't1',
  title: '明细',
  column_config_model_list: [
    { column_key: 'dt', column_name: '日期', column_type: 0 },
    { column_key: 'pv', column_name: '浏览量', column_type: 1 },
  ],
  filter_config_model_list: [
    { type: 'radio', belonging_to: 'table', name: '口径', class_en: 'scope', filter_type: 'string' },
  ],
  table_config: {
    basic: { table_is_pagination: 1 },
    columns: [
      { column_key: 'dt', column_name: '日期', is_default: 1 },
      { column_key: 'pv', column_name: '浏览量', is_default: 1, is_index: 1 },
    ],
  },
};

const cards: Section = {
  id: 'k1',
  title: '概览',
  show_type: 'card',
  column_config_model_list: [
    { column_key: 'dt', column_name: '日期', column_type: 0 },
    { column_key: 'pv', column_name: '浏览量', column_type: 1 },
  ],
  card_info_models: [],
};

function page(): Page {
  const base = pageOf(2);
  return { ...base, sections: [...base.sections, table, cards] };
}

let store: DesignerStore;

function mount(id: string, lang: 'zh' | 'en' = 'zh') {
  store = createDesignerStore(page());
  render(<PageDesigner store={store} client={client} lang={lang} />);
  act(() => store.getState().select(id));
  return screen.getByTestId('settings-panel');
}

const doc = () => store.getState().doc;
const sectionOf = (id: string) => doc().sections.find((s) => String(s.id) === id)!;
const row = (pointer: string) => screen.getByTestId(`setting-${pointer}`);
const history = () => screen.queryAllByTestId('history-done').map((li) => li.textContent);
const openGroup = (name: string) => fireEvent.click(screen.getByText(name, { selector: '.ant-collapse-header-text' }));

async function choose(pointer: string, option: string) {
  fireEvent.mouseDown(within(row(pointer)).getByRole('combobox'));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]);
}

describe('the property panel', () => {
  it('asks for one selected section, and shows the panels its kind declares', () => {
    store = createDesignerStore(page());
    render(<PageDesigner store={store} client={client} lang="zh" />);
    expect(screen.getByTestId('settings-panel').textContent).toContain('选中一个区块来设置它');
    act(() => store.getState().select('s1'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toContain('图表');
    act(() => store.getState().select('k1'));
    expect(
      within(screen.getByTestId('settings-panel'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['指标卡']);
  });

  it('changes the legend by switch and choice, each a described step', async () => {
    mount('s1');
    openGroup('图例');
    fireEvent.click(within(row('/chart_config/legend/show')).getByRole('switch'));
    expect(sectionOf('s1').chart_config!.legend!.show).toBe(false);
    await choose('/chart_config/legend/type', '可滚动');
    expect(sectionOf('s1').chart_config!.legend!.type).toBe('scroll');
    expect(history()).toEqual(['区块 区块 1 的显示图例改为 关', '区块 区块 1 的图例样式改为 可滚动']);
  });

  it('refuses a height that is not a number, a numeric string or auto at the field, storing nothing', () => {
    mount('s1');
    const input = within(row('/chart_config/height')).getByRole('textbox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.change(input, { target: { value: '420' } });
    fireEvent.blur(input);
    expect(sectionOf('s1').chart_config!.height).toBe(420);
    expect(history()).toEqual(['区块 区块 1 的高度改为 420']);

    fireEvent.change(input, { target: { value: '420px' } });
    expect(screen.getByTestId('height-refusal').textContent).toBe(
      '图表高度必须是数字、数字字符串或 "auto"（实际为 "420px"）',
    );
    expect((input as HTMLInputElement).value).toBe('420px');
    expect(sectionOf('s1').chart_config!.height).toBe(420);
    expect(history()).toHaveLength(1);

    fireEvent.change(input, { target: { value: 'auto' } });
    expect(screen.queryByTestId('height-refusal')).toBeNull();
    expect(sectionOf('s1').chart_config!.height).toBe('auto');
  });

  it('warns about a series without a type, in the words of the schema rule, until it has one', async () => {
    mount('s1');
    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: 'x' } }, (d) => {
        delete d.sections[0].chart_config!.series![0].type;
      }),
    );
    openGroup('系列');
    fireEvent.click(screen.getByTestId('series-title'));
    expect(screen.getByTestId('series-warning').textContent).toBe(
      '图表系列缺少类型：请将 type 设为 line, bar, pie 之一',
    );
    await choose('/chart_config/series/0/type', '柱状');
    expect(sectionOf('s1').chart_config!.series![0].type).toBe('bar');
    expect(screen.queryByTestId('series-warning')).toBeNull();
    await choose('/chart_config/series/0/label/position', '上方');
    expect(sectionOf('s1').chart_config!.series![0].label).toEqual({ position: 'top' });
  });

  it('takes margins as pixels or percentages, axis bounds, a second y axis and the zoom bar', () => {
    mount('s1');
    openGroup('绘图区边距');
    openGroup('坐标轴');
    openGroup('缩放条');
    fireEvent.change(within(row('/chart_config/grid/left')).getByRole('textbox'), { target: { value: '12%' } });
    fireEvent.change(within(row('/chart_config/grid/top')).getByRole('textbox'), { target: { value: '40' } });
    fireEvent.change(within(row('/chart_config/y_axis/0/min')).getByRole('textbox'), { target: { value: '-5' } });
    expect(screen.queryByTestId('setting-/chart_config/y_axis/1/max')).toBeNull();
    fireEvent.click(within(screen.getByTestId('setting-second-y-axis')).getByRole('switch'));
    fireEvent.change(within(row('/chart_config/y_axis/1/max')).getByRole('textbox'), { target: { value: '100' } });
    fireEvent.click(within(screen.getByTestId('setting-data-zoom')).getByRole('switch'));
    const chart = sectionOf('s1').chart_config!;
    expect(chart.grid).toEqual({ left: '12%', top: 40 });
    expect(chart.y_axis).toEqual([{ min: -5 }, { type: 'value', position: 'right', max: 100 }]);
    expect(chart.data_zoom).toHaveLength(2);
    expect(history()).toHaveLength(6);
  });

  it('renames a table column as one step per focus, hides it, and sets its switch value', () => {
    mount('t1');
    const name = screen.getAllByTestId('column-name')[1];
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: '浏' } });
    fireEvent.change(name, { target: { value: '浏览次数' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getAllByTestId('column-shown')[0]);
    expect(sectionOf('t1').table_config!.columns!.map((c) => [c.column_name, c.is_default])).toEqual([
      ['日期', 0],
      ['浏览次数', 1],
    ]);
    fireEvent.click(screen.getAllByTestId('column-more')[1]);
    const value = within(row('/table_config/columns/1/filters/scope')).getByRole('textbox');
    fireEvent.change(value, { target: { value: 'daily' } });
    expect(sectionOf('t1').table_config!.columns![1].filters).toEqual({ scope: 'daily' });
    expect(history()).toEqual([
      '表格列 浏览量 的列名改为 浏览次数',
      '表格列 日期 的默认显示改为 关',
      '表格列 浏览次数 的切换筛选取值改为 daily',
    ]);
  });

  it('sets a column special type and colour preset, and table paging', async () => {
    mount('t1');
    fireEvent.click(screen.getAllByTestId('column-more')[1]);
    await choose('/table_config/columns/1/special_column_type', 'Z 值');
    await choose('/table_config/columns/1/props/rules', 'Z 值（-2、-1、1、2）');
    fireEvent.click(within(row('/table_config/basic/backend_handle_page')).getByRole('switch'));
    const column = sectionOf('t1').table_config!.columns![1];
    expect(column.special_column_type).toBe('z_value');
    expect(column.props!.rules).toEqual({ preset: 'z_value' });
    expect(sectionOf('t1').table_config!.basic).toEqual({ table_is_pagination: 1, backend_handle_page: 1 });
  });

  it('adds a card of one indicator and makes it a single filtered value', async () => {
    mount('k1');
    fireEvent.click(screen.getByTestId('add-card'));
    fireEvent.click(screen.getByTestId('card-title'));
    fireEvent.click(screen.getByText('单个筛选值'));
    const value = within(row('/card_info_models/0/filters/value')).getByRole('textbox');
    fireEvent.change(value, { target: { value: '2026-11-01' } });
    await choose('/card_info_models/0/aggregate', 'MAX');
    expect(sectionOf('k1').card_info_models).toEqual([
      { title: '浏览量', column_key: 'pv', is_show: 1, filters: { dt: '2026-11-01' }, aggregate: 'MAX' },
    ]);
  });

  it('speaks English with the schema descriptions as help', () => {
    const panel = mount('t1', 'en');
    expect(panel.textContent).toContain('Server paging');
    expect(
      within(row('/table_config/basic/table_is_export')).getByLabelText('1: staff may export the table as CSV'),
    ).toBeTruthy();
  });

  it('has Chinese help for every schema field it shows, chart, table and card alike', () => {
    const shown = new Set<string>();
    const collect = () =>
      screen
        .getAllByTestId(/^setting-\//)
        .forEach((el) => shown.add(el.getAttribute('data-testid')!.slice('setting-'.length)));
    mount('s1');
    for (const group of ['系列', '坐标轴', '图例', '提示框', '绘图区边距']) openGroup(group);
    fireEvent.click(screen.getByTestId('series-title'));
    collect();
    act(() => store.getState().select('t1'));
    fireEvent.click(screen.getAllByTestId('column-more')[0]);
    collect();
    act(() => store.getState().select('k1'));
    fireEvent.click(screen.getByTestId('add-card'));
    fireEvent.click(screen.getByTestId('card-title'));
    collect();
    expect(shown.size).toBeGreaterThan(40);
    const untranslated = [...shown]
      .map((p) => schemaAt(p)?.description)
      .filter((d): d is string => d !== undefined && !(d in zhHelp));
    expect(untranslated).toEqual([]);
  });
});

describe('the panel follows its own section', () => {
  it('does not re-render for an edit of another section', () => {
    store = createDesignerStore(page());
    let renders = 0;
    render(
      <DesignerProvider store={store}>
        <Profiler id="settings" onRender={() => (renders += 1)}>
          <SettingsPanel lang="zh" />
        </Profiler>
      </DesignerProvider>,
    );
    act(() => store.getState().select('s1'));
    const before = renders;
    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: '别的' } }, (d) => {
        d.sections[1].title = '别的';
      }),
    );
    expect(renders).toBe(before);
    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: '这个' } }, (d) => {
        d.sections[0].title = '这个';
      }),
    );
    expect(renders).toBeGreaterThan(before);
  });
});
