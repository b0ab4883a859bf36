import { act, screen } from '@testing-library/react';
import { CHART_TYPES, COMPARE_TYPES, type ChartConfig } from '@tessera/schema/dsl';
import ChartSection from '../../src/sections/chart/ChartSection';
import { useChartComments, type ChartComments } from '../../src/comments';
import { answer, fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { BY_CITY, DAILY, chartSection, drawnInstance, giveElementsASize, scopeOf } from './support';

jest.mock('../../src/comments', () => ({ useChartComments: jest.fn() }));

giveElementsASize();

const openForPoint = jest.fn();
function commentsAre(enabled: boolean) {
  const comments: ChartComments = {
    enabled,
    banner: enabled ? <div>已有 2 条评论</div> : null,
    dialog: enabled ? <div>评论对话框</div> : null,
    openForPoint,
  };
  jest.mocked(useChartComments).mockReturnValue(comments);
}

beforeEach(() => openForPoint.mockReset());

async function clickPoint(
  config: ChartConfig,
  rows: Record<string, unknown>[],
  point: { name: string; seriesName: string },
) {
  renderWithRenderer(<ChartSection section={chartSection(config)} scope={scopeOf()} />, {
    client: fakeClient({ data: () => answer(rows) }),
  });
  const chart = await drawnInstance();
  // What ECharts emits when a point of a series is clicked.
  act(() => {
    (chart as unknown as { trigger(event: string, params: object): void }).trigger('click', {
      componentType: 'series',
      ...point,
      dataIndex: 0,
    });
  });
}

const line: ChartConfig = {
  config_type: CHART_TYPES.LINE,
  chart_compare_type: COMPARE_TYPES.INDICATOR,
  series: [{ name: 'GMV', field: 'gmv' }],
};

describe('comments on chart points', () => {
  it('a click on a point opens the comment dialog for the point keyed by the category field', async () => {
    commentsAre(true);
    await clickPoint(line, DAILY, { name: '2024-05-02', seriesName: 'GMV' });
    expect(openForPoint).toHaveBeenCalledWith({ field_value: { dt: '2024-05-02' }, series_name: 'GMV' });
  });

  it('keys the point by the configured category axis field', async () => {
    commentsAre(true);
    const byCity: ChartConfig = {
      ...line,
      chart_compare_type: COMPARE_TYPES.DIMENSION,
      category_axis: { field: 'city' },
      series: [{ field: 'gmv', name_way: 'dynamic', name_field: 'dt' }],
    };
    await clickPoint(byCity, BY_CITY, { name: '北京', seriesName: '2024-05-01' });
    expect(openForPoint).toHaveBeenCalledWith({ field_value: { city: '北京' }, series_name: '2024-05-01' });
  });

  it('shows the banner and the dialog of the comments', async () => {
    commentsAre(true);
    await clickPoint(line, DAILY, { name: '2024-05-01', seriesName: 'GMV' });
    expect(screen.getByText('已有 2 条评论')).toBeTruthy();
    expect(screen.getAllByText('评论对话框')).toHaveLength(1);
  });

  it('does nothing on a click when the section does not allow comments', async () => {
    commentsAre(false);
    await clickPoint(line, DAILY, { name: '2024-05-01', seriesName: 'GMV' });
    expect(openForPoint).not.toHaveBeenCalled();
  });
});
