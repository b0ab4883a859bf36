import { fireEvent, screen, waitFor } from '@testing-library/react';
import { textWidth } from '@tessera/schema/rules';
import { type ReportData } from '@tessera/schema/api';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, headerCell, headers, layTablesOut, renderTable, tableSection } from './harness';

const GREEN = 'rgb(56, 158, 13)';
const RED = 'rgb(207, 19, 34)';
const GREY = 'rgb(140, 140, 140)';

/** The cells of one column, as elements. */
function columnCells(container: HTMLElement, index: number): HTMLElement[] {
  return [...container.querySelectorAll('.ant-table-row')].map(
    (row) => row.querySelectorAll<HTMLElement>('.ant-table-cell')[index],
  );
}
const colourOf = (cell: HTMLElement) => cell.querySelector<HTMLElement>('span[style]')?.style.color ?? '';
/** Whether each cell of the first row stays fixed on the left while the table scrolls sideways. */
const fixedLeft = (container: HTMLElement) =>
  [...(container.querySelector('.ant-table-row')?.querySelectorAll('.ant-table-cell') ?? [])].map((cell) =>
    cell.classList.contains('ant-table-cell-fix-left'),
  );
const colWidths = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('colgroup col')].map((col) => col.style.width);

async function show(
  data: ReportData,
  columns = data.columns.map((c) => column(c.column_key, c.column_name)),
  basic = {},
) {
  const client = fakeClient({ data: () => data });
  const result = renderTable(tableSection(basic, columns), { client });
  await waitFor(() => expect(bodyRows(result.container).length).toBeGreaterThan(0));
  return result;
}

describe('table cells and headers', () => {
  test("without configured columns the answer's columns and formatters are used", async () => {
    const { container } = await show(answer([{ city: 'Lyon', revenue: 1234.5 }]), []);
    expect(headers(container)).toEqual(['city', 'revenue']);
    expect(bodyRows(container)).toEqual([['Lyon', '1,234.50']]);
  });

  test('headers use props.header over column_name; a description shows as a tooltip', async () => {
    const columns = [
      column('city', 'City', { props: { header: 'Town' } }),
      column('revenue', 'Revenue', { is_show_description: 1, description: 'Paid orders only' }),
    ];
    const { container } = await show(answer([{ city: 'Lyon', revenue: 1 }]), columns);
    expect(headers(container)).toEqual(['Town', 'Revenue']);
    fireEvent.mouseEnter(headerCell(container, 'Revenue').querySelector('.ts-table-header')!);
    expect(await screen.findByText('Paid orders only')).toBeTruthy();
  });

  test("props.formatter wins over the answer's formatter, and missing values show '-'", async () => {
    const data = answer([
      { rate: 0.1234, revenue: 1234, city: 'Lyon' },
      { rate: null, revenue: '', city: undefined },
    ]);
    const columns = [
      column('rate', 'Rate', { props: { formatter: 'percent' } }),
      column('revenue', 'Revenue'),
      column('city', 'City'),
      column('absent', 'Absent'),
    ];
    const { container } = await show(data, columns);
    expect(bodyRows(container)).toEqual([
      ['12.34%', '1,234.00', 'Lyon', '-'],
      ['-', '-', '-', '-'],
    ]);
  });

  test('sign colours: positive green, negative red, zero grey; text and missing values uncoloured', async () => {
    const data = answer([{ delta: 5 }, { delta: -2 }, { delta: 0 }, { delta: null }, { delta: 'n/a' }]);
    const { container } = await show(data, [column('delta', 'Delta', { props: { add_color_class: 1 } })]);
    expect(columnCells(container, 0).map(colourOf)).toEqual([GREEN, RED, GREY, '', '']);

    const other = await show(answer([{ delta: -1 }]), [column('delta', 'Delta', { have_color: 1 })]);
    expect(columnCells(other.container, 0).map(colourOf)).toEqual([RED]);
  });

  test('rule presets colour by their thresholds', async () => {
    const data = answer([{ rate: 0.06 }, { rate: -0.01 }, { rate: 0 }]);
    const { container } = await show(data, [column('rate', 'Rate', { props: { rules: { preset: 'rate' } } })]);
    expect(columnCells(container, 0).map(colourOf)).toEqual([GREEN, RED, GREY]);
  });

  test('custom thresholds give each band its colour and label', async () => {
    const rules = { thresholds: [10, 20], colors: ['blue', 'orange', 'purple'], labels: ['low', 'mid', 'high'] };
    const { container } = await show(answer([{ score: 5 }, { score: 10 }, { score: 25 }]), [
      column('score', 'Score', { props: { rules } }),
    ]);
    expect(columnCells(container, 0).map(colourOf)).toEqual(['blue', 'orange', 'purple']);
    expect(bodyRows(container).map((row) => row[0])).toEqual(['5.00 low', '10.00 mid', '25.00 high']);
  });

  test('z and t values are coloured by the z-value thresholds and labelled with their significance', async () => {
    const data = answer([
      { z: 2.5, t: -1.5 },
      { z: 0.3, t: 1 },
    ]);
    const columns = [
      column('z', 'Z', { special_column_type: 'z_value' }),
      column('t', 'T', { special_column_type: 't_value' }),
    ];
    const { container } = await show(data, columns);
    expect(bodyRows(container)).toEqual([
      ['2.50 非常显著', '-1.50 显著'],
      ['0.30 不显著', '1.00 显著'],
    ]);
    expect(columnCells(container, 0).map(colourOf)).toEqual([GREEN, GREY]);
    expect(columnCells(container, 1).map(colourOf)).toEqual([RED, GREEN]);
  });

  test('image, link and markdown columns; markdown is sanitised', async () => {
    const data = answer([
      {
        pic: 'cdn.example.com/a.png',
        link: 'example.com/report',
        note: '**bold** <img src=x onerror="alert(1)"><script>alert(2)</script>',
      },
    ]);
    const columns = [
      column('pic', 'Picture', { special_column_type: 'image' }),
      column('link', 'Link', { special_column_type: 'linked_indicator' }),
      column('note', 'Note', { special_column_type: 'markdown' }),
    ];
    const { container } = await show(data, columns);
    const [pic, link, note] = columnCells(container, 0).concat(columnCells(container, 1), columnCells(container, 2));
    expect(pic.querySelector('img')!.getAttribute('src')).toBe('//cdn.example.com/a.png');
    expect(link.querySelector('a')!.getAttribute('href')).toBe('//example.com/report');
    await waitFor(() => expect(note.querySelector('strong')?.textContent).toBe('bold'));
    expect(note.querySelector('script')).toBeNull();
    expect(note.querySelector('img')!.getAttribute('onerror')).toBeNull();
  });

  describe('in a section narrower than the table', () => {
    let layout: ReturnType<typeof layTablesOut>;
    beforeEach(() => {
      layout = layTablesOut(300);
    });
    afterEach(() => layout.restore());

    test('indicators are right-aligned; leading dimensions stay fixed on the left', async () => {
      const data = answer([{ dt: '2024-05-01', city: 'Lyon', orders: 3, region: 'EU' }]);
      const columns = [
        column('dt', 'Day'),
        column('city', 'City'),
        column('orders', 'Orders', { is_index: 1 }),
        column('region', 'Region'),
      ];
      const { container } = await show(data, columns);
      await waitFor(() => expect(fixedLeft(container)).toEqual([true, true, false, false]));
      const cells = container.querySelectorAll<HTMLElement>('.ant-table-row .ant-table-cell');
      expect([...cells].map((cell) => cell.style.textAlign)).toEqual(['left', 'left', 'right', 'left']);
    });

    test('a table the section holds whole fixes nothing, and fixes its dimensions again when the section narrows', async () => {
      layout.resize(2000);
      const data = answer([{ dt: '2024-05-01', city: 'Lyon', orders: 3, region: 'EU' }]);
      const columns = [column('dt', 'Day'), column('city', 'City'), column('orders', 'Orders', { is_index: 1 })];
      const { container } = await show(data, columns);
      await waitFor(() => expect(fixedLeft(container)).toEqual([false, false, false]));
      const width = colWidths(container).reduce((sum, w) => sum + parseFloat(w), 0);
      layout.resize(width);
      expect(fixedLeft(container)).toEqual([false, false, false]);
      layout.resize(width - 1);
      expect(fixedLeft(container)).toEqual([true, true, false]);
      layout.resize(2000);
      expect(fixedLeft(container)).toEqual([false, false, false]);
    });
  });

  test('widths: 110 by default, fix_width keeps the width, otherwise the column grows to fit its texts up to 500', async () => {
    const long = 'A very long product name that needs room';
    const huge = 'x'.repeat(200);
    const data = answer([{ id: 'a', name: long, fixed: long, note: huge }]);
    const columns = [
      column('id', 'Id'),
      column('name', 'Name', { props: { width: 120 } }),
      column('fixed', 'Fixed', { props: { width: 120, fix_width: 1 } }),
      column('note', 'Note'),
    ];
    const { container } = await show(data, columns);
    expect(colWidths(container)).toEqual(['110px', `${textWidth(long)}px`, '120px', '500px']);
  });

  test('the body height comes from table_basic.height', async () => {
    const { container } = await show(answer([{ city: 'Lyon' }]), undefined, { height: '300' });
    expect(container.querySelector<HTMLElement>('.ant-table-body')!.style.maxHeight).toBe('300px');
  });
});
