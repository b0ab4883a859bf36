import type { DatasetColumn, Formatter, Section } from '@tessera/schema/dsl';
import { displayText, labelOfValue, type Lang, type ValueLabels } from '@tessera/schema/rules';
import type { ResultColumn } from '../../query';
import { reportColumns } from '../report/columns';
import type { CsvColumn } from './csv';

/** How a column's cells are shown: its formatter and its display values (cn → 中国), when it has them. */
export interface ShownColumn {
  formatter: Formatter;
  labels?: ValueLabels;
}

/**
 * Each result column as the table shows it: the table column's own formatter first, then the answer's (builder
 * column, dataset column, the role's default), the order the renderer's table applies; and the answer's labels, in
 * the reader's language (English labels where the dataset translates them, as the page shows them in English).
 */
export function shownColumns(
  columns: readonly ResultColumn[],
  section: Section,
  datasetColumns: readonly DatasetColumn[],
  lang: Lang = 'zh',
): Map<string, ShownColumn> {
  const table = section.table_config?.columns ?? [];
  return new Map(
    reportColumns({ columns: [...columns], masked: [] }, section, datasetColumns).map((column) => {
      const labels = (lang === 'en' ? column.i18n?.en?.labels : undefined) ?? column.labels;
      return [
        column.column_key,
        {
          formatter: table.find((c) => c.column_key === column.column_key)?.props?.formatter ?? column.formatter,
          ...(labels ? { labels } : {}),
        },
      ];
    }),
  );
}

/** What heads a column: a table, builder or dataset column's name and its English. */
interface Named {
  column_name?: string;
  i18n?: { en?: { column_name?: string } };
}

/**
 * The CSV's headers as the table shows them in the reader's language. The table heads a column with the table
 * column's name, else the builder column's, else the dataset column's, each in English where it has one: a header
 * sent empty or as one of those default names becomes that English name. A header the caller wrote otherwise (the
 * page already in English) stays as written.
 */
export function shownHeaders(
  columns: readonly CsvColumn[],
  section: Section,
  datasetColumns: readonly DatasetColumn[],
  lang: Lang,
): CsvColumn[] {
  if (lang !== 'en') return [...columns];
  return columns.map((column) => {
    const candidates: (Named | undefined)[] = [
      section.table_config?.columns?.find((c) => c.column_key === column.key),
      section.column_config_model_list?.find((c) => c.column_key === column.key),
      datasetColumns.find((c) => c.column_key === column.key),
    ];
    const named = candidates.filter((c): c is Named => Boolean(c?.column_name));
    const english = named[0]?.i18n?.en?.column_name?.trim();
    const isDefault = column.header === '' || named.some((c) => c.column_name === column.header);
    return english && isDefault ? { ...column, header: english } : column;
  });
}

/** True when the column is formatted or labelled: its cells as shown may differ from the raw values. */
export function changesCells(column: ShownColumn): boolean {
  return column.formatter !== 'none' || Boolean(column.labels);
}

/** True when no column is formatted or labelled: the cells as shown are the raw values. */
export function changesNothing(columns: ReadonlyMap<string, ShownColumn>): boolean {
  return ![...columns.values()].some(changesCells);
}

/**
 * A cell as shown: its formatter's text or its label ('-' if missing). A 'none' column's unlabelled value stays as it
 * is, so the CSV writer still treats numbers as numbers and neutralises formula texts.
 */
export function shownCell(value: unknown, column: ShownColumn): unknown {
  if (column.formatter !== 'none') return displayText(value, column.formatter, column.labels);
  return labelOfValue(value, column.labels) ?? value;
}
