import { Transform, type TransformCallback } from 'node:stream';
import type { DatasetColumn, Formatter, Section } from '@tessera/schema/dsl';
import { formatValue } from '@tessera/schema/rules';
import type { ResultColumn } from '../../query';
import { reportColumns } from '../report/columns';

/**
 * The formatter of each result column as the table shows it: the table column's own formatter first, then the
 * answer's (builder column, dataset column, the role's default), the order the renderer's table applies.
 */
export function shownFormatters(
  columns: readonly ResultColumn[],
  section: Section,
  datasetColumns: readonly DatasetColumn[],
): Map<string, Formatter> {
  const table = section.table_config?.columns ?? [];
  return new Map(
    reportColumns({ columns: [...columns], masked: [] }, section, datasetColumns).map((column) => [
      column.column_key,
      table.find((c) => c.column_key === column.column_key)?.props?.formatter ?? column.formatter,
    ]),
  );
}

type Row = Record<string, unknown>;

/** Rows (object mode) with every formatted column's value replaced by its text as shown ('-' for a missing one). */
export class ShownRows extends Transform {
  private readonly entries: [string, Formatter][];

  constructor(formatters: ReadonlyMap<string, Formatter>) {
    super({ objectMode: true });
    // 'none' keeps a value as it is: the CSV writer then treats numbers as numbers and neutralises formula texts.
    this.entries = [...formatters].filter(([, formatter]) => formatter !== 'none');
  }

  override _transform(row: Row, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.entries.length === 0) return callback(null, row);
    const shown: Row = { ...row };
    for (const [key, formatter] of this.entries) shown[key] = formatValue(row[key], formatter);
    callback(null, shown);
  }
}
