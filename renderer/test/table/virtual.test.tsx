import { waitFor } from '@testing-library/react';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, renderTable, tableSection } from './harness';

const COLUMN_COUNT = 20;
const keys = Array.from({ length: COLUMN_COUNT }, (_, i) => `m${i}`);
const rowsOf = (count: number): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, r) =>
    Object.fromEntries<unknown>([['name', `row ${r}`], ...keys.map((key, i): [string, number] => [key, r * 100 + i])]),
  );
const COLUMNS = [column('name', 'Name'), ...keys.map((key) => column(key, key.toUpperCase(), { is_index: 1 }))];

describe('virtual table', () => {
  test('10,000 unpaged rows × 20 columns keep only a window of rows in the page', async () => {
    const client = fakeClient({ data: () => answer(rowsOf(10_000)) });
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container).length).toBeGreaterThan(0));

    const rows = bodyRows(container);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0][0]).toBe('row 0');
    expect(rows[0]).toHaveLength(COLUMN_COUNT + 1);
    expect(container.querySelector('.ant-table-pagination')).toBeNull();
  });

  test('a few hundred rows under the threshold are all drawn', async () => {
    const client = fakeClient({ data: () => answer(rowsOf(150)) });
    const { container } = renderTable(tableSection({}, COLUMNS.slice(0, 3)), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(150));
  });
});
