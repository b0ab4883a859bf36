import { Transform, type TransformCallback } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { neutralise } from '../../datasources/dialects/csv-cell.cjs';

/** One output column: the row key the compiled query selects, and its header text. */
export interface CsvColumn {
  key: string;
  header: string;
}

// One implementation for the server and the SQLite reader process, which writes an export's CSV itself.
export { neutralise } from '../../datasources/dialects/csv-cell.cjs';

/**
 * The CSV writer of an export: RFC 4180 quoting (csv-stringify), CRLF record ends, a UTF-8 BOM (Excel reads the file
 * as UTF-8 only with it, so Chinese shows), a header row of `columns`. Values are written as they arrive (the export
 * formats them first unless raw values were asked for), with formula-like texts neutralised.
 */
export function csvWriter(columns: readonly CsvColumn[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    // RFC 4180: a field holding a CR or LF is quoted. csv-stringify turns this off once record_delimiter is set.
    quote_record_delimiter: true,
    columns: columns.map((c) => ({ key: c.key, header: c.header })),
    cast: {
      string: neutralise,
      // Drivers are configured to return dates as text; a Date that still arrives is written as ISO text, not epoch ms.
      date: (value) => value.toISOString(),
      bigint: (value) => value.toString(),
      boolean: (value) => (value ? 'true' : 'false'),
      object: (value) => neutralise(Buffer.isBuffer(value) ? `0x${value.toString('hex')}` : JSON.stringify(value)),
    },
  });
}

/** The last line of a truncated file: one quoted cell, in both languages (the file outlives the request's language). */
export function truncationLine(total: number, exported: number): string {
  const text = `# 已截断：共 ${total} 行，仅导出前 ${exported} 行 / truncated: ${total} rows, first ${exported} exported`;
  return `"${text.replace(/"/g, '""')}"\r\n`;
}

/** Bytes gathered before a write to the response: one HTTP chunk per ~64 KiB instead of one per CSV record. */
const BATCH_BYTES = 64 * 1024;

/**
 * Gathers csv-stringify's per-record output into ~64 KiB chunks (a write per record would cost a chunked-encoding
 * frame and a syscall per row), and appends `trailer` at the end. Holds at most one batch, so memory stays flat.
 */
export class CsvBatcher extends Transform {
  private parts: Buffer[] = [];
  private size = 0;

  constructor(private readonly trailer: string | null) {
    super({ writableHighWaterMark: BATCH_BYTES, readableHighWaterMark: BATCH_BYTES });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.add(chunk);
    if (this.size >= BATCH_BYTES) this.release();
    callback();
  }

  private add(chunk: Buffer): void {
    this.parts.push(chunk);
    this.size += chunk.length;
  }

  override _flush(callback: TransformCallback): void {
    if (this.trailer) this.add(Buffer.from(this.trailer, 'utf8'));
    this.release();
    callback();
  }

  private release(): void {
    if (this.parts.length === 0) return;
    const batch = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.push(batch);
  }
}
