import { Transform, type TransformCallback } from 'node:stream';
import { csvHead } from './copy-csv';
import { csvCell } from '../../datasources/dialects/csv-cell.cjs';
import type { CsvColumn } from './csv';
import { changesCells, shownCell, type ShownColumn } from './shown';

/** Text gathered before it is pushed: one ~64 KiB chunk instead of a chunk per row. */
const BATCH_CHARS = 64 * 1024;

/**
 * Rows (object mode) in, the export's CSV out: the BOM and header row first, then one CRLF-ended record per row with
 * the cells of `columns` in order, in ~64 KiB chunks. Byte for byte what csvWriter and CsvBatcher wrote together
 * (server/test/csv-rows.test.ts compares them), about five times faster: csv-stringify normalises its options and
 * builds each field through several calls per cell, which made it most of a MariaDB export's time (see the README's
 * Performance section). Holds at most one batch, so memory stays flat.
 *
 * With `shown` (an export "as shown"), each formatted or labelled column's cell is written as the table shows it
 * (shownCell). Here rather than in a step of its own: that step's copy of every row went to the old generation in
 * bulk (see SqliteExportRows) and was one more object-mode hop a row.
 */
export class CsvRows extends Transform {
  private readonly keys: string[];
  /** Per key, how its cells are shown; undefined where they are written as they come. */
  private readonly shown: (ShownColumn | undefined)[];
  private text = '';
  private head: Buffer | null;

  constructor(columns: readonly CsvColumn[], shown?: ReadonlyMap<string, ShownColumn> | null) {
    super({ writableObjectMode: true, readableHighWaterMark: BATCH_CHARS });
    this.keys = columns.map((c) => c.key);
    this.shown = this.keys.map((key) => {
      const column = shown?.get(key);
      return column && changesCells(column) ? column : undefined;
    });
    this.head = csvHead(columns);
  }

  override _transform(row: Record<string, unknown>, _encoding: BufferEncoding, callback: TransformCallback): void {
    const { keys, shown } = this;
    let line = '';
    for (let i = 0; i < keys.length; i++) {
      const value = row[keys[i]];
      const column = shown[i];
      const cell = csvCell(column === undefined ? value : shownCell(value, column));
      line = i === 0 ? cell : `${line},${cell}`;
    }
    this.text += `${line}\r\n`;
    if (this.text.length >= BATCH_CHARS) this.release();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.release();
    callback();
  }

  private release(): void {
    if (this.head) {
      this.push(this.head);
      this.head = null;
    }
    if (this.text === '') return;
    this.push(Buffer.from(this.text, 'utf8'));
    this.text = '';
  }
}
