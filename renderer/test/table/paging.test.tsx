import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Filter, ReportQuery } from '@tessera/schema/dsl';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, renderTable, tableSection } from './harness';

const COLUMNS = [column('city', 'City'), column('orders', 'Orders', { is_index: 1 })];
const allRows = (count: number) => Array.from({ length: count }, (_, i) => ({ city: `c${i + 1}`, orders: i + 1 }));

/** A data service that pages 25 rows itself. */
function pagingService() {
  const rows = allRows(25);
  return fakeClient({
    data: (query: ReportQuery) => {
      const { page, page_size } = query.page!;
      return answer(rows.slice((page - 1) * page_size, page * page_size), { page, page_size, total_size: rows.length });
    },
  });
}

const lastQuery = (client: ReturnType<typeof fakeClient>) => client.data.mock.calls.at(-1)![0];
const firstCells = (container: HTMLElement) => bodyRows(container).map((row) => row[0]);
const pager = (container: HTMLElement) => container.querySelector<HTMLElement>('.ant-pagination')!;

describe('table paging', () => {
  test('back-end paging asks for one page at a time and shows the total from the answer', async () => {
    const client = pagingService();
    const { container } = renderTable(tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS), {
      client,
    });

    await waitFor(() => expect(firstCells(container)).toHaveLength(10));
    expect(client.data.mock.calls[0][0].page).toEqual({ page: 1, page_size: 10 });
    expect(screen.getByText('共 25 条')).toBeTruthy();

    fireEvent.click(within(pager(container)).getByTitle('3'));
    await waitFor(() => expect(firstCells(container)).toEqual(['c21', 'c22', 'c23', 'c24', 'c25']));
    expect(lastQuery(client).page).toEqual({ page: 3, page_size: 10 });
  });

  test('back-end paging starts again at page 1 when filters are applied', async () => {
    const client = pagingService();
    const filters: Filter[] = [{ name: 'City', class_en: 'city', type: 'select' }];
    const { container, applyValues } = renderTable(
      tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS),
      { client, filters },
    );
    await waitFor(() => expect(firstCells(container)).toHaveLength(10));
    fireEvent.click(within(pager(container)).getByTitle('2'));
    await waitFor(() => expect(firstCells(container)[0]).toBe('c11'));

    applyValues({ city: 'Paris' });
    await waitFor(() => expect(firstCells(container)[0]).toBe('c1'));
    const filtered = client.data.mock.calls
      .map(([query]) => query)
      .filter((query) => query.filter_condition.length > 0);
    // Exactly one query for the new filter value, and it asks for page 1 (never page 2 of the filtered rows).
    expect(filtered.map((query) => [query.filter_condition[0].value, query.page])).toEqual([
      ['Paris', { page: 1, page_size: 10 }],
    ]);
  });

  test('the page size changer asks the data service for bigger pages', async () => {
    const client = pagingService();
    const { container } = renderTable(tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS), {
      client,
    });
    await waitFor(() => expect(firstCells(container)).toHaveLength(10));

    fireEvent.mouseDown(pager(container).querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('20 / page'));
    await waitFor(() => expect(firstCells(container)).toHaveLength(20));
    expect(lastQuery(client).page).toEqual({ page: 1, page_size: 20 });
  });

  test('browser paging fetches every row once and pages them in the browser', async () => {
    const client = fakeClient({ data: () => answer(allRows(25)) });
    const { container } = renderTable(tableSection({ table_is_pagination: 1, backend_handle_page: 0 }, COLUMNS), {
      client,
    });

    await waitFor(() => expect(firstCells(container)).toHaveLength(10));
    expect(client.data.mock.calls[0][0].page).toBeUndefined();
    expect(screen.getByText('共 25 条')).toBeTruthy();

    fireEvent.click(within(pager(container)).getByTitle('3'));
    await waitFor(() => expect(firstCells(container)).toEqual(['c21', 'c22', 'c23', 'c24', 'c25']));
    expect(client.data).toHaveBeenCalledTimes(1);
  });

  test('a table without paging shows every row and no pager', async () => {
    const client = fakeClient({ data: () => answer(allRows(25)) });
    const { container } = renderTable(tableSection({ table_is_pagination: 0 }, COLUMNS), { client });
    await waitFor(() => expect(firstCells(container)).toHaveLength(25));
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  test('the paging texts follow the language', async () => {
    const client = pagingService();
    renderTable(tableSection({ table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS), {
      client,
      context: { lang: 'en' },
    });
    expect(await screen.findByText('25 rows in total')).toBeTruthy();
  });
});
