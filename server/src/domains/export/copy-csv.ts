import { Transform, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { neutralise, type CsvColumn } from './csv';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
/** First bytes of a cell that may be a formula: = + - @ TAB CR, and 0xEF, which starts ＝ ＋ － ＠ in UTF-8. */
const MAYBE_FORMULA = new Uint8Array(256);
for (const byte of [0x3d, 0x2b, 0x2d, 0x40, 0x09, CR, 0xef]) MAYBE_FORMULA[byte] = 1;

/** The BOM and the header row as csvWriter writes them: headers neutralised like cells, quoted by csv-stringify. */
export function csvHead(columns: readonly CsvColumn[]): Buffer {
  const headers = columns.map((c) => neutralise(c.header));
  return Buffer.from(
    stringify([headers], { bom: true, record_delimiter: 'windows', quote_record_delimiter: true }),
    'utf8',
  );
}

/**
 * Turns the CSV PostgreSQL's COPY writes (RFC 4180 quoting, LF record ends) into the export's file: the BOM and
 * header first, CRLF record ends (a LF inside a quoted cell stays as it is, as on the cursor path), an empty text
 * written as nothing (COPY writes `""`; the cursor path cannot tell it from NULL either) and formula-like cells
 * neutralised with a leading quote by the same rule as csvWriter (`neutralise`), numbers left alone.
 *
 * It works on bytes, one complete record at a time: a chunk's unfinished last record waits for the next chunk (so a
 * record is rescanned once per chunk it spans: fine for table rows, slow only for cells of many megabytes).
 */
export class CopyCsv extends Transform {
  private head: Buffer | null;
  private rest: Buffer | null = null;

  constructor(head: Buffer) {
    super();
    this.head = head;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pushHead();
    const input = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    const { output, consumed } = convert(input);
    // A copy: the rest must not keep the whole chunk alive.
    this.rest = consumed < input.length ? Buffer.from(input.subarray(consumed)) : null;
    if (output.length) this.push(output);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pushHead();
    if (this.rest) {
      // COPY ends every record with a LF; a file cut short (an error) ends here as it came.
      const { output, consumed } = convert(Buffer.concat([this.rest, Buffer.from([LF])]));
      this.push(consumed ? output : this.rest);
      this.rest = null;
    }
    callback();
  }

  private pushHead(): void {
    if (!this.head) return;
    this.push(this.head);
    this.head = null;
  }
}

/**
 * Converts every complete record of `input`: `consumed` bytes of it (up to and including the last record end), as
 * `output`. Each record end LF outside quotes becomes CRLF; a cell that starts with a formula byte is checked as text
 * and gets its leading quote when neutralise says so.
 */
function convert(input: Buffer): { output: Buffer; consumed: number } {
  // Worst case: every byte a one-byte cell needing a quote, plus a CR per record.
  const out = Buffer.allocUnsafe(input.length * 2 + 2);
  let o = 0;
  let consumed = 0;
  let committed = 0;
  let inQuotes = false;
  // Where the cell's content starts in `out` (after its opening quote), and whether to check it at its end.
  let cellAt = 0;
  let cellQuoted = false;
  let check = false;
  let atCellStart = true;
  const endCell = () => {
    // COPY writes an empty text as "" and NULL as nothing; the cursor path writes both as nothing.
    if (cellQuoted && o - cellAt === 1) {
      o -= 2;
      return;
    }
    if (!check) return;
    check = false;
    // A quoted cell's content ends before its closing quote, with its quotes doubled.
    const text = out.toString('utf8', cellAt, cellQuoted ? o - 1 : o);
    const shown = cellQuoted ? text.replace(/""/g, '"') : text;
    if (neutralise(shown) === shown) return;
    out.copyWithin(cellAt + 1, cellAt, o);
    out[cellAt] = 0x27; // '
    o++;
  };
  for (let i = 0; i < input.length; i++) {
    const byte = input[i];
    if (atCellStart) {
      atCellStart = false;
      if (byte === QUOTE) {
        out[o++] = byte;
        inQuotes = true;
        cellQuoted = true;
        cellAt = o;
        check = i + 1 < input.length && MAYBE_FORMULA[input[i + 1]] === 1;
        continue;
      }
      cellAt = o;
      cellQuoted = false;
      check = MAYBE_FORMULA[byte] === 1;
    }
    if (inQuotes) {
      // A doubled quote inside a quoted cell toggles twice: out and straight back in.
      if (byte === QUOTE) inQuotes = false;
      out[o++] = byte;
      continue;
    }
    if (byte === QUOTE) {
      inQuotes = true;
      out[o++] = byte;
    } else if (byte === COMMA) {
      endCell();
      out[o++] = byte;
      atCellStart = true;
    } else if (byte === LF) {
      endCell();
      out[o++] = CR;
      out[o++] = LF;
      atCellStart = true;
      consumed = i + 1;
      committed = o;
    } else out[o++] = byte;
  }
  return { output: out.subarray(0, committed), consumed };
}
