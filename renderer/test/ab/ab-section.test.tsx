import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AbReportData } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import AbSection from '../../src/sections/ab/AbSection';
import { fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { giveElementsASize, scopeOf } from '../chart/support';

giveElementsASize();

const section: Section = { id: 7, title: '实验', report_type: 2, other_config: { ab_report: 1 } } as Section;

/** An answer of two groups, B significantly above the control A. */
const REPORT: AbReportData = {
  chart_data: {
    x_axis: ['2024-05-01', '2024-05-02'],
    series: [
      { name: 'A', data: [10, 11] },
      { name: 'B', data: [20, 21] },
    ],
    rows: [
      {
        group: 'A',
        is_control: 1,
        n: 2,
        mean: 10.5,
        std: 0.7,
        lift: null,
        t_value: null,
        df: null,
        p_value: null,
        significance: null,
      },
      {
        group: 'B',
        is_control: 0,
        n: 2,
        mean: 20.5,
        std: 0.7,
        lift: 0.95,
        t_value: 14.1,
        df: 2,
        p_value: 0.005,
        significance: 'very_significant',
      },
    ],
  },
  columns_config: [
    { column_key: 'group', column_name: '分组', formatter: 'none' },
    { column_key: 'mean', column_name: '均值', formatter: 'thousands_point' },
    { column_key: 'significance', column_name: '显著性', formatter: 'none' },
  ],
  filter_conditions: [],
  defaultValues: { dim_value: 'grp', index_value: 'dau', second_dim_value: 'dt' },
  index_options: [{ value: 'dau', name: '活跃用户' }],
  control: 'A',
};

const status = async () => (await screen.findByTestId('section-status')).getAttribute('data-status');

describe('A/B report section', () => {
  it("shows the call's error (spec section 8) with a retry that asks again and draws the groups", async () => {
    let calls = 0;
    const client = {
      ...fakeClient(),
      abReport: jest.fn(() => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('实验数据集不可用：连接超时')) : Promise.resolve(REPORT);
      }),
    };
    renderWithRenderer(<AbSection section={section} scope={scopeOf()} />, { client });
    await waitFor(async () => expect(await status()).toBe('error'));
    expect(screen.getByText('实验数据集不可用：连接超时')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('ab-section')).toBeTruthy();
    expect(screen.getByText('对照组')).toBeTruthy();
    expect(screen.getByTestId('ab-significance').textContent).toBe('非常显著');
    expect(client.abReport).toHaveBeenCalledTimes(2);
  });

  it('says so, asking nothing, where the client has no A/B report call', async () => {
    renderWithRenderer(<AbSection section={section} scope={scopeOf()} />, { client: fakeClient() });
    await waitFor(async () => expect(await status()).toBe('error'));
    expect(screen.getByTestId('section-status').textContent).not.toBe('');
  });
});
