import { act, fireEvent, waitFor } from '@testing-library/react';
import { VIRTUAL_ROW_HEIGHT } from '../../src/sections/table/constants';
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
    expect(container.querySelector('[data-testid="table-row-count"]')?.textContent).toBe('已加载 10,000 行');
  });

  test('a paged table does not count its rows loaded; an unpaged one does, in English too', async () => {
    const client = fakeClient({ data: () => answer(rowsOf(30)) });
    const paged = renderTable(tableSection({ table_is_pagination: 1 }, COLUMNS.slice(0, 2)), { client });
    await waitFor(() => expect(bodyRows(paged.container)).toHaveLength(10));
    expect(paged.container.querySelector('[data-testid="table-row-count"]')).toBeNull();
    paged.unmount();
    const english = renderTable(tableSection({}, COLUMNS.slice(0, 2)), { client, context: { lang: 'en' } });
    await waitFor(() => expect(bodyRows(english.container)).toHaveLength(30));
    expect(english.container.querySelector('[data-testid="table-row-count"]')?.textContent).toBe('Rows loaded: 30');
  });

  test('a few hundred rows under the threshold are all drawn', async () => {
    const client = fakeClient({ data: () => answer(rowsOf(150)) });
    const { container } = renderTable(tableSection({}, COLUMNS.slice(0, 3)), { client });
    await waitFor(() => expect(bodyRows(container)).toHaveLength(150));
  });

  /**
   * Rows whose values the table read (any property) while it answered each scroll: they must be the rows it drew,
   * never a walk over all of them, so 100,000 rows cost a scroll what 1,000 do.
   */
  async function rowsReadPerScroll(count: number): Promise<{ read: number[]; drawn: number[]; firstShown: string[] }> {
    const touched = new Set<number>();
    const rows = rowsOf(count).map(
      (row, index) =>
        new Proxy(row, {
          get(target, key, receiver) {
            touched.add(index);
            return Reflect.get(target, key, receiver) as unknown;
          },
        }),
    );
    const client = fakeClient({ data: () => answer(rows) });
    const { container } = renderTable(tableSection({}, COLUMNS), { client });
    await waitFor(() => expect(container.querySelector('[data-rendered="1"] .ant-table-row')).not.toBeNull());
    // The answer's own renders (antd looks at every row once per answer) are over before the scrolls are counted:
    // the rows read stop growing between two polls.
    let seen = -1;
    await waitFor(() => {
      const now = touched.size;
      const settled = now === seen;
      seen = now;
      expect(settled).toBe(true);
    });
    const body = container.querySelector<HTMLElement>('[data-testid="table-virtual-body"]');
    if (!body) throw new Error('no virtual body');
    const read: number[] = [];
    const drawn: number[] = [];
    const firstShown: string[] = [];
    for (const row of [100, 103, 400, 900, 20]) {
      touched.clear();
      body.scrollTop = row * VIRTUAL_ROW_HEIGHT;
      act(() => {
        fireEvent.scroll(body);
      });
      read.push(touched.size);
      drawn.push(bodyRows(container).length);
      firstShown.push(bodyRows(container).find((cells) => cells[0] === `row ${row}`)?.[0] ?? 'missing');
    }
    return { read, drawn, firstShown };
  }

  test('a scroll reads and draws as many rows for 100,000 rows as for 1,000', async () => {
    const small = await rowsReadPerScroll(1_000);
    const big = await rowsReadPerScroll(100_000);
    expect(big.firstShown).toEqual(['row 100', 'row 103', 'row 400', 'row 900', 'row 20']);
    expect(big).toEqual(small);
    // A jump reads at most the rows drawn; a scroll of three rows reads only the three that came into view.
    for (const [i, read] of big.read.entries()) expect(read).toBeLessThanOrEqual(big.drawn[i]);
    expect(big.read[1]).toBe(3);
    expect(Math.max(...big.drawn)).toBeLessThan(30);
  });
});
