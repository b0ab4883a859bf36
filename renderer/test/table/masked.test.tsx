import { fireEvent, waitFor } from '@testing-library/react';
import type { ReportData } from '@tessera/schema/api';
import { fakeClient } from '../fakeClient';
import { bodyRows, column, headerCell, headers, renderTable, tableSection } from './harness';

/** A viewer outside a field-authority category: `salary` is masked (its header stays, the rows carry no value). */
const MASKED: ReportData = {
  columns: [
    { column_key: 'name', column_name: 'Name', role: 'dimension', formatter: 'none' },
    { column_key: 'salary', column_name: 'Salary', role: 'indicator', formatter: 'thousands_point', masked: true },
    { column_key: 'city', column_name: 'City', role: 'dimension', formatter: 'none' },
  ],
  rows: [
    { name: 'Ada', city: 'Lyon' },
    { name: 'Bob', city: 'Oslo' },
  ],
};

describe('a column withheld by field authority', () => {
  test('keeps its header with a lock, shows no values, and cannot be sorted', async () => {
    const client = fakeClient({ data: () => MASKED });
    const { container } = renderTable(
      tableSection({ table_is_export: 1 }, [
        column('name', 'Name'),
        column('salary', 'Salary', { is_index: 1, is_sort: 1 }),
        column('city', 'City'),
      ]),
      { client },
    );
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    expect(headers(container)).toEqual(['Name', 'Salary', 'City']);
    const salary = headerCell(container, 'Salary');
    expect(salary.querySelector('[data-masked="true"] .anticon-lock')).not.toBeNull();
    expect(bodyRows(container)).toEqual([
      ['Ada', '', 'Lyon'],
      ['Bob', '', 'Oslo'],
    ]);
    fireEvent.click(salary);
    expect(client.data).toHaveBeenCalledTimes(1);
    expect(salary.querySelector('.ant-table-column-sorters')).toBeNull();
  });
});
