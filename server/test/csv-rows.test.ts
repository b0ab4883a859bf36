/**
 * CsvRows writes the export's CSV by hand (csv-stringify was most of a MariaDB export's time): it must write byte for
 * byte what csvWriter (csv-stringify with the export's casts) and CsvBatcher write, header included. CopyCsv turns
 * PostgreSQL COPY's CSV into that same file.
 */
import { Readable, Writable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CopyCsv, csvHead } from '../src/domains/export/copy-csv';
import { CsvRows } from '../src/domains/export/csv-rows';
import { CsvBatcher, csvWriter, type CsvColumn } from '../src/domains/export/csv';

async function written(rows: Record<string, unknown>[], ...steps: Transform[]): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await pipeline([Readable.from(rows), ...steps, sink]);
  return Buffer.concat(chunks).toString('utf8');
}

const CELLS: unknown[] = [
  'plain',
  '',
  'a,b',
  'say "hi"',
  'multi\nline',
  'cr\rx',
  'ends\r',
  '=1+1',
  '+x',
  '-x',
  '@cmd',
  '\tx',
  '\rx',
  '-5',
  '-1.5e3',
  '-1,234.50',
  '-12.30%',
  '＝SUM(A1)',
  '中文',
  "o'k\\",
  0,
  -1.5,
  1e21,
  NaN,
  12345678901234567890n,
  true,
  false,
  null,
  undefined,
  new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
  Buffer.from([0, 255]),
  { a: '=x' },
  ['-y'],
];

describe('CsvRows', () => {
  it('writes what csvWriter and CsvBatcher write, for every kind of cell and header', async () => {
    const columns: CsvColumn[] = [
      { key: 'a', header: '编号' },
      { key: 'b', header: '备注, "说明"' },
      { key: 'c', header: '=formula' },
    ];
    // Every cell in every column, many times over: several batches.
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      a: CELLS[i % CELLS.length],
      b: CELLS[(i * 7) % CELLS.length],
      c: CELLS[(i * 13) % CELLS.length],
    }));
    const expected = await written(rows, csvWriter(columns), new CsvBatcher(null));
    expect(await written(rows, new CsvRows(columns), new CsvBatcher(null))).toBe(expected);
    expect(await written([], new CsvRows(columns))).toBe(await written([], csvWriter(columns), new CsvBatcher(null)));
  });

  it('CopyCsv makes the same file of what COPY writes for those rows, however the bytes are split', async () => {
    const columns: CsvColumn[] = [
      { key: 'a', header: '=a' },
      { key: 'b', header: 'b' },
    ];
    const texts = [...CELLS.filter((c): c is string => typeof c === 'string'), null];
    const rows = texts.flatMap((a) => texts.map((b) => ({ a, b })));
    // PostgreSQL's CSV: NULL as nothing, an empty text as "", quoted when holding a quote, comma, CR or LF; LF ends.
    const copyCell = (v: string | null) =>
      v === null ? '' : v === '' || /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    const copied = Buffer.from(rows.map((r) => `${copyCell(r.a)},${copyCell(r.b)}\n`).join(''), 'utf8');
    const expected = await written(rows, new CsvRows(columns));
    for (const size of [1, 5, 4096]) {
      const parts = Array.from({ length: Math.ceil(copied.length / size) }, (_, i) =>
        copied.subarray(i * size, (i + 1) * size),
      );
      const chunks: Buffer[] = [];
      await pipeline([
        Readable.from(parts),
        new CopyCsv(csvHead(columns)),
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        }),
      ]);
      expect(Buffer.concat(chunks).toString('utf8')).toBe(expected);
    }
  });
});
