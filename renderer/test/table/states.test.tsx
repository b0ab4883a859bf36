import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportData } from '@tessera/schema/api';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, deferred, headers, renderTable, tableSection } from './harness';

const COLUMNS = [column('city', 'City'), column('orders', 'Orders', { is_index: 1 })];
const status = () => screen.getByTestId('section-status').getAttribute('data-status');

describe('table states', () => {
  test('the first load shows the loading state, then the rows', async () => {
    const pending = deferred<ReportData>();
    const client = fakeClient({ data: () => pending.promise });
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    expect(status()).toBe('loading');
    pending.resolve(answer([{ city: 'Lyon', orders: 1 }]));
    await waitFor(() => expect(bodyRows(container)).toEqual([['Lyon', '1.00']]));
    expect(screen.queryByTestId('section-status')).toBeNull();
  });

  test('an error shows its message and retry loads again', async () => {
    let calls = 0;
    const client = fakeClient({
      data: () => {
        calls += 1;
        if (calls === 1) throw new Error('database is down');
        return answer([{ city: 'Lyon', orders: 1 }]);
      },
    });
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    expect(await screen.findByText('database is down')).toBeTruthy();
    expect(status()).toBe('error');

    fireEvent.click(screen.getByText(/^重\s?试$/));
    await waitFor(() => expect(bodyRows(container)).toHaveLength(1));
    expect(client.data).toHaveBeenCalledTimes(2);
  });

  test('zero rows show the empty-result text under the headers', async () => {
    const client = fakeClient({ data: () => ({ columns: [], rows: [] }) });
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    expect(await screen.findByText('查询结果为空')).toBeTruthy();
    expect(headers(container)).toEqual(['City', 'Orders']);
  });

  test('a later load keeps the old rows under the loading indicator', async () => {
    const next = deferred<ReportData>();
    const client = fakeClient({
      data: (query) =>
        query.page!.page === 1
          ? answer([{ city: 'Lyon', orders: 1 }], { page: 1, page_size: 10, total_size: 20 })
          : next.promise,
    });
    const { container } = renderTable(tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS), {
      client,
    });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(1));

    fireEvent.click(within(container.querySelector<HTMLElement>('.ant-pagination')!).getByTitle('2'));
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(bodyRows(container)).toEqual([['Lyon', '1.00']]);
    expect(screen.queryByTestId('section-status')).toBeNull();
    expect(screen.getByTestId('section-table').getAttribute('data-rendered')).toBeNull();

    next.resolve(answer([{ city: 'Oslo', orders: 2 }], { page: 2, page_size: 10, total_size: 20 }));
    await waitFor(() => expect(bodyRows(container)).toEqual([['Oslo', '2.00']]));
    // The rows and the spinner's end are two renders: on a loaded machine the check can fall between them.
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.getByTestId('section-table').getAttribute('data-rendered')).toBe('1');
  });
});
