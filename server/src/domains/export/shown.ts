import { Transform, type TransformCallback } from 'node:stream';
import type { DatasetColumn, Formatter, Section } from '@tessera/schema/dsl';
import { displayText, labelOfValue, type ValueLabels } from '@tessera/schema/rules';
import type { ResultColumn } from '../../query';
import { reportColumns } from '../report/columns';

/** How a column's cells are shown: its formatter and its display values (cn → 中国), when it has them. */
export interface ShownColumn {
  formatter: Formatter;
  labels?: ValueLabels;
}

/**
 * Each result column as the table shows it: the table column's own formatter first, then the answer's (builder
 * column, dataset column, the role's default), the order the renderer's table applies; and the answer's labels.
 */
export function shownColumns(
  columns: readonly ResultColumn[],
  section: Section,
  datasetColumns: readonly DatasetColumn[],
): Map<string, ShownColumn> {
  const table = section.table_config?.columns ?? [];
  return new Map(
    reportColumns({ columns: [...columns], masked: [] }, section, datasetColumns).map((column) => [
      column.column_key,
      {
        formatter: table.find((c) => c.column_key === column.column_key)?.props?.formatter ?? column.formatter,
        ...(column.labels ? { labels: column.labels } : {}),
      },
    ]),
  );
}

/** True when no column is formatted or labelled: the cells as shown are the raw values. */
export function changesNothing(columns: ReadonlyMap<string, ShownColumn>): boolean {
  return [...columns.values()].every((column) => column.formatter === 'none' && !column.labels);
}

type Row = Record<string, unknown>;

/** Rows (object mode) with every formatted or labelled column's value replaced by its text as shown ('-' if missing). */
export class ShownRows extends Transform {
  private readonly entries: [string, ShownColumn][];

  constructor(columns: ReadonlyMap<string, ShownColumn>) {
    super({ objectMode: true });
    // 'none' without labels keeps a value as it is: the CSV writer then treats numbers as numbers and neutralises
    // formula texts.
    this.entries = [...columns].filter(([, column]) => column.formatter !== 'none' || column.labels);
  }

  override _transform(row: Row, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.entries.length === 0) return callback(null, row);
    const shown: Row = { ...row };
    for (const [key, column] of this.entries) {
      if (column.formatter !== 'none') shown[key] = displayText(row[key], column.formatter, column.labels);
      else {
        // An unlabelled value of a 'none' column stays as it is (see above).
        const label = labelOfValue(row[key], column.labels);
        if (label !== undefined) shown[key] = label;
      }
    }
    callback(null, shown);
  }
}
