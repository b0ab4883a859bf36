import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import type { DatasetColumn, Section } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import { filtersIn } from '../../src/commands/filters';
import { dropField } from '../../src/commands/sections';
import { addTableColumns } from '../../src/commands/settings';
import type { DatasetSource } from '../../src/datasets/source';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { filterScaffold } from '../../src/kinds/filter-types';
import PageDesigner from '../../src/ui/PageDesigner';
import { DATASET, FIELDS } from '../datasets';
import { pageOf } from '../fixtures';

const client = {} as ReportClient;
const table: Section = {
  id: 't1',
  title: '明细',
  filter_config_model_list: [filterScaffold('select', '国家', 'country')],
  table_config: { columns: [{ column_key: 'pv', column_name: '浏览量', is_default: 1 }] },
};

let store: DesignerStore;
function mount() {
  const page = pageOf(1);
  store = createDesignerStore({ ...page, sections: [...page.sections, table] });
  render(<PageDesigner store={store} client={client} lang="zh" />);
  act(() => store.getState().select('t1'));
}
const section = () => store.getState().doc.sections.find((s) => s.id === 't1')!;
const type = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('the designer edits both languages side by side', () => {
  it('section title and column name: the English text beside the default, removed when emptied', () => {
    mount();
    const panel = screen.getByTestId('settings-panel');
    const title = within(panel).getByTestId('text-title-pair');
    expect(within(title).getByTestId('text-title')).toHaveProperty('value', '明细');
    type(within(title).getByTestId('text-title-en'), 'Details');
    type(within(panel).getByTestId('column-name-en'), 'Page views');
    expect(section().i18n).toEqual({ en: { title: 'Details' } });
    expect(section().table_config?.columns?.[0]).toMatchObject({
      column_name: '浏览量',
      i18n: { en: { column_name: 'Page views' } },
    });
    // Undo takes back one typing step; emptying the field leaves the section as it was before any translation.
    act(() => store.getState().undo());
    expect(section().table_config?.columns?.[0]?.i18n).toBeUndefined();
    type(within(title).getByTestId('text-title-en'), '');
    expect(section()).not.toHaveProperty('i18n');
  });

  it("a filter's name gets its English beside it", () => {
    mount();
    fireEvent.click(within(screen.getAllByTestId('filter-item')[0]).getByTestId('filter-open'));
    const editor = screen.getByTestId('filter-editor');
    type(within(editor).getByTestId('filter-name-en'), 'Country');
    const filter = () => filtersIn(store.getState().doc, { section: 't1' })[0];
    expect(filter()).toMatchObject({ name: '国家', i18n: { en: { name: 'Country' } } });
    type(within(editor).getByTestId('filter-name-en'), ' ');
    expect(filter()).not.toHaveProperty('i18n');
  });
});

describe('every text a page shows has its English beside it', () => {
  const valid = () => expect(validateDocument('page', store.getState().doc)).toEqual({ valid: true, issues: [] });
  const doc = () => store.getState().doc;

  it("the page's name, tips and statement, while no section is selected", () => {
    const page = pageOf(1);
    store = createDesignerStore(page);
    render(<PageDesigner store={store} client={client} lang="zh" />);
    const texts = screen.getByTestId('page-texts');
    expect(within(texts).getByTestId('page-name')).toHaveProperty('value', '测试页面');
    type(within(texts).getByTestId('page-name-en'), 'Test page');
    type(within(texts).getByTestId('page-tips'), '每日 8 点更新');
    type(within(texts).getByTestId('page-tips-en'), 'Updated daily at 8');
    type(within(texts).getByTestId('page-expand-statement'), '口径见说明文档');
    type(within(texts).getByTestId('page-expand-statement-en'), 'See the definitions document');
    expect(doc()).toMatchObject({
      name: '测试页面',
      tips: '每日 8 点更新',
      expand_statement: '口径见说明文档',
      i18n: { en: { name: 'Test page', tips: 'Updated daily at 8', expand_statement: 'See the definitions document' } },
    });
    valid();
    // Each typing step is one undo step; emptied texts leave no translation and a null tip behind.
    act(() => store.getState().undo());
    expect(doc().i18n?.en).not.toHaveProperty('expand_statement');
    type(within(texts).getByTestId('page-tips'), '');
    type(within(texts).getByTestId('page-tips-en'), '');
    type(within(texts).getByTestId('page-name-en'), '');
    expect(doc().tips).toBeNull();
    expect(doc()).not.toHaveProperty('i18n');
    valid();
  });

  it("a table's tips", () => {
    mount();
    const panel = screen.getByTestId('settings-panel');
    type(within(panel).getByTestId('text-table_config-basic-tips'), '仅含已发送的推送');
    type(within(panel).getByTestId('text-table_config-basic-tips-en'), 'Sent pushes only');
    expect(section().table_config?.basic).toEqual({
      tips: '仅含已发送的推送',
      i18n: { en: { tips: 'Sent pushes only' } },
    });
    valid();
  });

  it("a chart's axis names, the second y axis's once there is one", () => {
    store = createDesignerStore(pageOf(1));
    render(<PageDesigner store={store} client={client} lang="en" />);
    act(() => store.getState().select('s1'));
    const panel = screen.getByTestId('settings-panel');
    fireEvent.click(within(panel).getByText('Axes', { selector: '.ant-collapse-header-text' }));
    // English typed first: the axis the chart did not configure yet is made for it.
    type(within(panel).getByTestId('text-chart_config-x_axis-0-name-en'), 'Date');
    type(within(panel).getByTestId('text-chart_config-x_axis-0-name'), '日期');
    type(within(panel).getByTestId('text-chart_config-y_axis-0-name'), '浏览量');
    type(within(panel).getByTestId('text-chart_config-y_axis-0-name-en'), 'Page views');
    expect(within(panel).queryByTestId('text-chart_config-y_axis-1-name')).toBeNull();
    fireEvent.click(within(within(panel).getByTestId('setting-second-y-axis')).getByRole('switch'));
    type(within(panel).getByTestId('text-chart_config-y_axis-1-name-en'), 'Visitors');
    const chart = store.getState().doc.sections[0].chart_config;
    expect(chart?.x_axis).toEqual([{ name: '日期', i18n: { en: { name: 'Date' } } }]);
    expect(chart?.y_axis).toEqual([
      { name: '浏览量', i18n: { en: { name: 'Page views' } } },
      { type: 'value', position: 'right', i18n: { en: { name: 'Visitors' } } },
    ]);
    valid();
  });

  it("a field's name and description in the section (the builder's columns), the dataset's English brought along", async () => {
    const country: DatasetColumn = { ...FIELDS.country, i18n: { en: { column_name: 'Country' } } };
    const source: DatasetSource = {
      list: () => Promise.resolve([{ id: 1, name: '浏览日报' }]),
      fields: () => Promise.resolve([FIELDS.dt, country, FIELDS.pv]),
    };
    store = createDesignerStore(pageOf(1));
    render(<PageDesigner store={store} client={client} lang="zh" datasets={source} />);
    act(() => store.getState().select('s1'));
    await screen.findAllByTestId('field-item');
    const columns = () => store.getState().doc.sections[0].column_config_model_list ?? [];

    // Folded until asked for: the zones stay compact.
    expect(screen.queryByTestId('field-texts-pv')).toBeNull();
    fireEvent.click(screen.getByTestId('field-texts-toggle-pv'));
    const pv = screen.getByTestId('field-texts-pv');
    expect(within(pv).getByTestId('field-name-pv')).toHaveProperty('value', '浏览量');
    type(within(pv).getByTestId('field-name-pv'), '页面浏览量');
    type(within(pv).getByTestId('field-name-pv-en'), 'Page views');
    type(within(pv).getByTestId('field-description-pv'), '打开页面的次数');
    type(within(pv).getByTestId('field-description-pv-en'), 'Times a page was opened');
    expect(columns().find((c) => c.column_key === 'pv')).toMatchObject({
      column_name: '页面浏览量',
      description: '打开页面的次数',
      i18n: { en: { column_name: 'Page views', description: 'Times a page was opened' } },
    });

    // A field dropped from the dataset comes with its English name; made a table column, it keeps it.
    act(() => void dropField(store, 's1', { role: 'dimension', place: 'builder' }, country, DATASET));
    expect(columns().find((c) => c.column_key === 'country')?.i18n).toEqual({ en: { column_name: 'Country' } });
    act(() => addTableColumns(store, 's1'));
    const header = store.getState().doc.sections[0].table_config?.columns?.find((c) => c.column_key === 'country');
    expect(header).toMatchObject({ column_name: '国家', i18n: { en: { column_name: 'Country' } } });
    valid();
  });
});
