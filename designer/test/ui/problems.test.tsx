import { fireEvent, render, screen } from '@testing-library/react';
import { DesignerProvider } from '../../src/edit/hooks';
import { createDesignerStore } from '../../src/edit/store';
import { setDesignerLang } from '../../src/i18n';
import { onRevealInJson } from '../../src/ui/json/reveal';
import ProblemsPanel from '../../src/ui/problems/ProblemsPanel';
import PageDesigner from '../../src/ui/PageDesigner';
import type { ReportClient } from '@tessera/renderer';
import { filterScaffold } from '../../src/kinds/filter-types';
import { pageOf } from '../fixtures';

describe('the problems panel', () => {
  it("lists the page's errors and the server's, and a click selects the section and jumps to the field", () => {
    setDesignerLang('en');
    const page = pageOf(2);
    page.sections[1].column_config_model_list![1].column_type = 0;
    const store = createDesignerStore(page);
    const jumps: string[] = [];
    render(
      <DesignerProvider store={store}>
        <ProblemsPanel
          lang="en"
          server={[{ pointer: '/sections/0/title', message: 'refused by the server' }]}
          onJump={(pointer) => jumps.push(pointer)}
        />
      </DesignerProvider>,
    );
    const rows = screen.getAllByTestId('designer-problem');
    expect(rows.map((r) => r.getAttribute('data-pointer'))).toEqual([
      '/sections/1/chart_config/config_type',
      '/sections/1/column_config_model_list/1/column_type',
      '/sections/0/title',
    ]);
    expect(screen.getByText('Errors: 3')).toBeTruthy();
    expect(rows[2].textContent).toContain('refused by the server');

    fireEvent.click(rows[1]);
    expect(store.getState().selection).toEqual(['s2']);
    expect(jumps).toEqual(['/sections/1/column_config_model_list/1/column_type']);
    // The JSON view, opening now, is handed the field to show.
    const revealed: string[] = [];
    onRevealInJson(store, (pointer) => revealed.push(pointer));
    expect(revealed).toEqual(['/sections/1/column_config_model_list/1/column_type']);
  });

  it('says so when there is nothing to fix', () => {
    setDesignerLang('zh');
    render(
      <DesignerProvider store={createDesignerStore(pageOf(1))}>
        <ProblemsPanel lang="zh" />
      </DesignerProvider>,
    );
    expect(screen.getByTestId('designer-problems').textContent).toContain('没有问题');
  });

  it("opens the side tab that holds the problem's field: a filter's in the filters tab", () => {
    const page = pageOf(2);
    page.sections[1].filter_config_model_list = [{ ...filterScaffold('select', '国家', 'country'), where_type: 'gt' }];
    const store = createDesignerStore(page);
    render(<PageDesigner store={store} client={{} as ReportClient} lang="zh" />);
    const activeTab = () => document.querySelector('.ts-designer-side-tabs .ant-tabs-tab-active')?.textContent;
    expect(activeTab()).toBe('设置');
    const problem = screen
      .getAllByTestId('designer-problem')
      .find((r) => r.getAttribute('data-pointer')?.startsWith('/sections/1/filter_config_model_list/0'));
    fireEvent.click(problem!);
    expect(activeTab()).toBe('筛选');
    expect(store.getState().selection).toEqual(['s2']);
  });
});
