import { fireEvent, waitFor } from '@testing-library/react';
import type { CompactReportData } from '@tessera/schema/api';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, headerCell, renderTable, tableSection } from './harness';

/** The rows of sort.test's table in the compact shape, with a masked column the rows do not carry. */
const COMPACT: CompactReportData = {
  columns: [
    { column_key: 'city', column_name: 'city', role: 'dimension', formatter: 'none' },
    { column_key: 'salary', column_name: 'salary', role: 'indicator', formatter: 'none', masked: true },
    { column_key: 'orders', column_name: 'orders', role: 'indicator', formatter: 'thousands_point' },
  ],
  keys: ['city', 'orders'],
  rows: [
    ['Lyon', 10],
    ['Nice', null],
    ['Oslo', 2000],
    ['Bern', 33],
  ],
};
const COLUMNS = [
  column('city', 'City'),
  column('salary', 'Salary', { is_index: 1 }),
  column('orders', 'Orders', { is_index: 1, is_sort: 1 }),
];

describe('a table answered in the compact shape', () => {
  test('shows, sorts and counts the rows as it would the spec shape, asking the compact call', async () => {
    const client = { ...fakeClient(), compactData: jest.fn(() => Promise.resolve(COMPACT)) };
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(4));
    expect(bodyRows(container)).toEqual([
      ['Lyon', '', '10.00'],
      ['Nice', '', '-'],
      ['Oslo', '', '2,000.00'],
      ['Bern', '', '33.00'],
    ]);
    fireEvent.click(headerCell(container, 'Orders'));
    expect(bodyRows(container).map((row) => row[0])).toEqual(['Lyon', 'Bern', 'Oslo', 'Nice']);
    expect(container.querySelector('[data-testid="table-row-count"]')?.textContent).toBe('已加载 4 行');
    expect(client.compactData).toHaveBeenCalledTimes(1);
    expect(client.data).not.toHaveBeenCalled();
  });

  test('a table under a chart shares the chart’s answer: it asks the plain call', async () => {
    const rows = [{ city: 'Lyon', orders: 10 }];
    const client = { ...fakeClient({ data: () => answer(rows) }), compactData: jest.fn() };
    const section = {
      ...tableSection({ have_table: 1 }, COLUMNS),
      report_type: 2,
      chart_config: { config_type: 1 },
    } as Parameters<typeof renderTable>[0];
    const { container } = renderTable(section, { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(1));
    expect(client.compactData).not.toHaveBeenCalled();
  });
});
