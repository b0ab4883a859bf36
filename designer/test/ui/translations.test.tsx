import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import type { Section } from '@tessera/schema/dsl';
import { filtersIn } from '../../src/commands/filters';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { filterScaffold } from '../../src/kinds/filter-types';
import PageDesigner from '../../src/ui/PageDesigner';
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
