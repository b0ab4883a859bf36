import { fireEvent, waitFor, within } from '@testing-library/react';
import type { ReportQuery } from '@tessera/schema/dsl';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, headerCell, renderTable, tableSection } from './harness';

const ROWS = [
  { city: 'Lyon', orders: 10 },
  { city: 'Nice', orders: null },
  { city: 'Oslo', orders: 2 },
  { city: 'Rome', orders: '-' },
  { city: 'Bern', orders: 33 },
];
const cities = (container: HTMLElement) => bodyRows(container).map((row) => row[0]);
const sortMaps = (client: ReturnType<typeof fakeClient>) => client.data.mock.calls.map(([query]) => query.sort_key_map);

describe('table sorting', () => {
  test('a browser-sorted column cycles none → asc → desc → none, numbers numerically and missing values last', async () => {
    const client = fakeClient({ data: () => answer(ROWS) });
    const { container } = renderTable(
      tableSection({}, [column('city', 'City'), column('orders', 'Orders', { is_index: 1, is_sort: 1 })]),
      { client },
    );
    await waitFor(() => expect(cities(container)).toEqual(['Lyon', 'Nice', 'Oslo', 'Rome', 'Bern']));

    fireEvent.click(headerCell(container, 'Orders'));
    expect(cities(container)).toEqual(['Oslo', 'Lyon', 'Bern', 'Nice', 'Rome']);
    fireEvent.click(headerCell(container, 'Orders'));
    expect(cities(container)).toEqual(['Bern', 'Lyon', 'Oslo', 'Nice', 'Rome']);
    fireEvent.click(headerCell(container, 'Orders'));
    expect(cities(container)).toEqual(['Lyon', 'Nice', 'Oslo', 'Rome', 'Bern']);

    expect(client.data).toHaveBeenCalledTimes(1);
    expect(sortMaps(client)).toEqual([{}]);
  });

  test('a back-end paged table sorts through sort_key_map and goes back to page 1', async () => {
    const client = fakeClient({
      data: (query: ReportQuery) => answer(ROWS.slice(0, 2), { page: query.page!.page, page_size: 10, total_size: 30 }),
    });
    const section = tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, [
      column('city', 'City', { is_sort: 1 }),
      column('orders', 'Orders'),
    ]);
    const { container } = renderTable(section, { client });
    await waitFor(() => expect(cities(container)).toHaveLength(2));
    fireEvent.click(within(container.querySelector<HTMLElement>('.ant-pagination')!).getByTitle('2'));
    await waitFor(() => expect(client.data.mock.calls.at(-1)![0].page!.page).toBe(2));

    fireEvent.click(headerCell(container, 'City'));
    await waitFor(() =>
      expect(client.data.mock.calls.at(-1)![0]).toMatchObject({ sort_key_map: { city: 'asc' }, page: { page: 1 } }),
    );
    fireEvent.click(headerCell(container, 'City'));
    await waitFor(() => expect(client.data.mock.calls.at(-1)![0].sort_key_map).toEqual({ city: 'desc' }));
    fireEvent.click(headerCell(container, 'City'));
    await waitFor(() => expect(client.data.mock.calls.at(-1)![0].sort_key_map).toEqual({}));
    // The rows stay in the data service's order: the browser does not sort a page again.
    expect(cities(container)).toEqual(['Lyon', 'Nice']);
  });

  test("sortable 'custom' sorts through the query even when the browser pages", async () => {
    const client = fakeClient({ data: () => answer(ROWS) });
    const section = tableSection({ table_is_pagination: 1 }, [
      column('city', 'City'),
      column('orders', 'Orders', { props: { sortable: 'custom' } }),
    ]);
    const { container } = renderTable(section, { client });
    await waitFor(() => expect(cities(container)).toHaveLength(5));
    fireEvent.click(headerCell(container, 'Orders'));
    await waitFor(() => expect(sortMaps(client)).toEqual([{}, { orders: 'asc' }]));
  });

  test('sort_type gives the initial sort: in the query for server-sorted columns, in the browser otherwise', async () => {
    const server = fakeClient({ data: () => answer(ROWS, { page: 1, page_size: 10, total_size: 5 }) });
    renderTable(
      tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, [
        column('city', 'City', { is_sort: 1, sort_type: 2 }),
      ]),
      { client: server },
    );
    await waitFor(() => expect(server.data).toHaveBeenCalled());
    expect(server.data.mock.calls[0][0].sort_key_map).toEqual({ city: 'desc' });

    const browser = fakeClient({ data: () => answer(ROWS) });
    const { container } = renderTable(
      tableSection({}, [column('city', 'City', { is_sort: 1, sort_type: 1 }), column('orders', 'Orders')]),
      { client: browser },
    );
    await waitFor(() => expect(cities(container)).toEqual(['Bern', 'Lyon', 'Nice', 'Oslo', 'Rome']));
    expect(browser.data.mock.calls[0][0].sort_key_map).toEqual({});
  });
});
