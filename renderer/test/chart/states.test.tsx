import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CHART_TYPES, COMPARE_TYPES, type ChartConfig } from '@tessera/schema/dsl';
import { type ReportData } from '@tessera/schema/api';
import ChartSection from '../../src/sections/chart/ChartSection';
import { answer, fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { DAILY, chartSection, drawnOption, giveElementsASize, scopeOf } from './support';

giveElementsASize();

const config: ChartConfig = {
  config_type: CHART_TYPES.LINE,
  chart_compare_type: COMPARE_TYPES.INDICATOR,
  series: [{ name: 'GMV', field: 'gmv' }],
};
const section = chartSection(config);

const statusShown = async () => (await screen.findByTestId('section-status')).getAttribute('data-status');
const waitForStatus = (kind: string) => waitFor(async () => expect(await statusShown()).toBe(kind));

describe('chart section states', () => {
  it('shows loading until the first answer arrives', async () => {
    let resolve: (data: ReportData) => void = () => undefined;
    const client = fakeClient({ data: () => new Promise<ReportData>((r) => (resolve = r)) });
    renderWithRenderer(<ChartSection section={section} scope={scopeOf()} />, { client });
    expect(await statusShown()).toBe('loading');
    resolve(answer(DAILY));
    expect((await drawnOption()).series[0].data).toEqual([100, 200, 300]);
  });

  it('shows the error with a retry that queries again', async () => {
    let calls = 0;
    const client = fakeClient({
      data: () => {
        calls += 1;
        if (calls === 1) throw new Error('数据库超时');
        return answer(DAILY);
      },
    });
    renderWithRenderer(<ChartSection section={section} scope={scopeOf()} />, { client });
    await waitForStatus('error');
    expect(screen.getByText('数据库超时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect((await drawnOption()).series[0].data).toEqual([100, 200, 300]);
    expect(client.data).toHaveBeenCalledTimes(2);
  });

  it('says the result is empty when the query returns no rows', async () => {
    renderWithRenderer(<ChartSection section={section} scope={scopeOf()} />, {
      client: fakeClient({ data: () => answer([]) }),
    });
    await waitForStatus('empty');
    expect(screen.getByText('查询结果为空')).toBeTruthy();
  });

  it('says there is no data when the rows give nothing to plot', async () => {
    const rows = [{ dt: '2024-05-01', gmv: null }];
    renderWithRenderer(<ChartSection section={section} scope={scopeOf()} />, {
      client: fakeClient({ data: () => answer(rows) }),
    });
    await waitForStatus('noData');
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('keeps the drawn chart under a loading mask while new filter values load, then draws the new rows', async () => {
    let pending: ((data: ReportData) => void) | null = null;
    const client = fakeClient({
      data: (query) =>
        query.filter_condition.length === 0 ? answer(DAILY) : new Promise<ReportData>((r) => (pending = r)),
    });
    function Page() {
      const [values, setValues] = useState<Record<string, string>>({});
      const scope = scopeOf({
        filters: [{ class_en: 'city', name: '城市', filter_type: 'string', is_control_query: 1 } as never],
        values,
      });
      return (
        <>
          <button onClick={() => setValues({ city: '上海' })}>上海</button>
          <ChartSection section={section} scope={scope} />
        </>
      );
    }
    const { container } = renderWithRenderer(<Page />, { client });
    await drawnOption();
    fireEvent.click(screen.getByText('上海'));
    await waitFor(() => expect(pending).not.toBeNull());
    expect(screen.getByTestId('section-chart')).toBeTruthy();
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    pending!(answer([{ dt: '2024-05-01', gmv: 7 }]));
    await waitFor(async () => expect((await drawnOption()).series[0].data).toEqual([7]));
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('shows the inner chart filters above the chart', async () => {
    const scope = scopeOf({ renderFilters: (placement) => (placement === 'chart' ? <div>图表筛选</div> : null) });
    renderWithRenderer(<ChartSection section={section} scope={scope} />, {
      client: fakeClient({ data: () => answer(DAILY) }),
    });
    const filters = await screen.findByText('图表筛选');
    const chart = await screen.findByTestId('section-chart');
    expect(filters.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
