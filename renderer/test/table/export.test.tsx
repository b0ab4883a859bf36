import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Filter, ReportQuery } from '@tessera/schema/dsl';
import type { ExportResult } from '../../src/client/types';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, deferred, headerCell, renderTable, tableSection } from './harness';

const ROWS = [
  { dt: '2024-05-01', city: 'Lyon', orders: 3, revenue: 30 },
  { dt: '2024-05-02', city: 'Oslo', orders: 1, revenue: 12 },
];
const COLUMNS = [
  column('dt', 'Day'),
  column('city', 'City', { props: { header: 'Town' } }),
  column('orders', 'Orders', { is_index: 1, is_sort: 1, tab_name: 'count' }),
  column('revenue', 'Revenue', { is_index: 1, tab_name: 'money' }),
];
const FILE = new Blob(['a,b']);
const csv = (over: Partial<ExportResult> = {}): ExportResult => ({
  blob: FILE,
  filename: 'orders.csv',
  truncated: false,
  totalRows: 2,
  ...over,
});

let downloads: string[];
let createObjectURL: jest.Mock<string, [Blob | MediaSource]>;
beforeEach(() => {
  downloads = [];
  createObjectURL = jest.fn((_file: Blob | MediaSource) => 'blob:orders');
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const exportButton = () => screen.getByTestId('table-export');

describe('table export', () => {
  test('exports the visible columns with their headers, the applied filters and the sort, and saves the file', async () => {
    const client = fakeClient({ data: () => answer(ROWS), exportCsv: () => csv() });
    const filters: Filter[] = [{ name: 'City', class_en: 'city', type: 'select' }];
    const { container } = renderTable(tableSection({ table_is_export: 1 }, COLUMNS), {
      client,
      filters,
      values: { city: 'Lyon' },
    });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(headerCell(container, 'Orders'));

    fireEvent.click(exportButton());
    await waitFor(() => expect(downloads).toEqual(['orders.csv']));
    const [query] = client.exportCsv.mock.calls[0];
    // The 'money' tab is not selected, so Revenue is not exported; keys keep the display order.
    expect(Object.entries(query.export_fields)).toEqual([
      ['dt', 'Day'],
      ['city', 'Town'],
      ['orders', 'Orders'],
    ]);
    expect(query.filter_condition).toEqual([expect.objectContaining({ key: 'city', value: 'Lyon' })]);
    expect(query.sort_key_map).toEqual({ orders: 'asc' });
    expect(createObjectURL).toHaveBeenCalledWith(FILE);
  });

  test('a back-end paged table exports every row, not the current page', async () => {
    const client = fakeClient({
      data: (query: ReportQuery) => answer(ROWS, { page: query.page!.page, page_size: 10, total_size: 2 }),
      exportCsv: () => csv(),
    });
    const { container } = renderTable(
      tableSection({ table_is_export: 1, table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS.slice(0, 2)),
      { client },
    );
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    await waitFor(() => expect(client.exportCsv).toHaveBeenCalled());
    expect(client.exportCsv.mock.calls[0][0].page).toBeUndefined();
  });

  test('the button shows it is busy while the file is produced', async () => {
    const pending = deferred<ExportResult>();
    const client = fakeClient({ data: () => answer(ROWS), exportCsv: () => pending.promise });
    const { container } = renderTable(tableSection({ table_is_export: 1 }, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    await waitFor(() => expect(exportButton().className).toContain('ant-btn-loading'));
    pending.resolve(csv());
    await waitFor(() => expect(exportButton().className).not.toContain('ant-btn-loading'));
    expect(downloads).toEqual(['orders.csv']);
  });

  test('a failed export shows an error toast and saves nothing', async () => {
    const client = fakeClient({
      data: () => answer(ROWS),
      exportCsv: () => Promise.reject(new Error('export timed out')),
    });
    const { container } = renderTable(tableSection({ table_is_export: 1 }, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    expect(await screen.findByText('导出失败：export timed out')).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  const bigTable = () => {
    const client = fakeClient({
      data: (query: ReportQuery) => answer(ROWS, { page: query.page!.page, page_size: 10, total_size: 80_000 }),
      exportCsv: () => csv(),
    });
    return renderTable(tableSection({ table_is_export: 1, table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS), {
      client,
    });
  };

  test('a large export asks to reduce the selected fields first; cancelling exports nothing', async () => {
    const { container, client } = bigTable();
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    // 80,000 rows × 3 visible fields is above the prompt's threshold.
    expect(await screen.findByText(/约 80000 行 × 3 个字段/)).toBeTruthy();
    fireEvent.click(screen.getByText(/^取\s?消$/));
    // Continuing would call the client in the click, before the prompt closes.
    await waitFor(() => expect(screen.queryByText(/约 80000 行 × 3 个字段/)).toBeNull());
    expect(client.exportCsv).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });

  test('a large export goes on when the user continues', async () => {
    const { container, client } = bigTable();
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    fireEvent.click(await screen.findByText('继续导出'));
    await waitFor(() => expect(downloads).toEqual(['orders.csv']));
    expect(client.exportCsv).toHaveBeenCalledTimes(1);
  });

  test('a small export does not ask', async () => {
    const client = fakeClient({
      data: (query: ReportQuery) => answer(ROWS, { page: query.page!.page, page_size: 10, total_size: 60_000 }),
      exportCsv: () => csv(),
    });
    const { container } = renderTable(
      tableSection({ table_is_export: 1, table_is_pagination: 1, backend_handle_page: 1 }, COLUMNS),
      { client },
    );
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    await waitFor(() => expect(downloads).toEqual(['orders.csv']));
    expect(screen.queryByText(/数据量较大/)).toBeNull();
  });

  test('a file cut at the server row cap is not saved when the user cancels', async () => {
    const client = fakeClient({ data: () => answer(ROWS), exportCsv: () => csv({ truncated: true }) });
    const { container } = renderTable(tableSection({ table_is_export: 1 }, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    expect(await screen.findByText(/数据超过导出上限/)).toBeTruthy();
    fireEvent.click(screen.getByText(/^取\s?消$/));
    // Saving would happen in the click, before the prompt closes.
    await waitFor(() => expect(screen.queryByText(/数据超过导出上限/)).toBeNull());
    expect(downloads).toEqual([]);
  });

  test('a file cut at the server row cap is saved when the user still wants it', async () => {
    const client = fakeClient({ data: () => answer(ROWS), exportCsv: () => csv({ truncated: true }) });
    const { container } = renderTable(tableSection({ table_is_export: 1 }, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    fireEvent.click(await screen.findByText('仍然保存'));
    await waitFor(() => expect(downloads).toEqual(['orders.csv']));
  });

  test('the button exports as shown; its menu offers the raw values', async () => {
    const client = fakeClient({ data: () => answer(ROWS), exportCsv: () => csv() });
    const { container } = renderTable(tableSection({ table_is_export: 1 }, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    fireEvent.click(exportButton());
    await waitFor(() => expect(downloads).toEqual(['orders.csv']));
    expect(client.exportCsv.mock.calls[0][0].export_values).toBe('shown');

    fireEvent.click(screen.getByTestId('table-export-more'));
    fireEvent.click(await screen.findByTestId('table-export-raw'));
    await waitFor(() => expect(downloads).toEqual(['orders.csv', 'orders.csv']));
    expect(client.exportCsv.mock.calls[1][0].export_values).toBe('raw');
  });

  test('there is no export button unless table_is_export is on', async () => {
    const client = fakeClient({ data: () => answer(ROWS) });
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(2));
    expect(screen.queryByTestId('table-export')).toBeNull();
  });
});
