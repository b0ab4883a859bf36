import { COLUMN_TYPES, DEFAULT_AGGREGATE, DEFAULT_INDICATOR_FORMATTER, type DatasetColumn } from '@tessera/schema/dsl';

/** A column of a database table as the connection reports it. */
export interface TableColumn {
  name: string;
  /** Database type as written by the database, e.g. `bigint`, `varchar(32)`, `DECIMAL(10,2)`, `timestamp with time zone`. */
  type: string;
  /** The column's comment in the database, when it has one: a better label than the name. */
  comment?: string | null;
}

const NUMERIC = new Set(
  [
    'tinyint',
    'smallint',
    'mediumint',
    'int',
    'integer',
    'bigint',
    'decimal',
    'numeric',
    'float',
    'double',
    'double precision',
    'real',
  ].concat(['number', 'money', 'int2', 'int4', 'int8', 'float4', 'float8', 'serial', 'bigserial']),
);

/** `DECIMAL(10,2) unsigned` → `decimal`. */
function baseType(type: string): string {
  return type
    .toLowerCase()
    .replace(/\(.*$/, '')
    .replace(/\s+(unsigned|signed|zerofill)\b.*$/, '')
    .trim();
}

/** Words of a column name in any case style: `InvoiceId`, `invoice_id`, `customerID`, `HTTPCode` → last word id/code. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.$]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Ids and codes are numbers one groups by, not adds up, whatever the naming convention of the database. */
export function isIdentifierName(name: string): boolean {
  const last = nameWords(name).at(-1);
  return last === 'id' || last === 'code';
}

/**
 * Numbers are indicators (summed), everything else — text, dates, booleans — is a dimension. Exceptions: ids and
 * codes (`id`, `user_id`, `InvoiceId`, `customerID`, `zip_code`), and `tinyint(1)`, MySQL's boolean.
 */
export function guessColumn(column: TableColumn): DatasetColumn {
  const type = baseType(column.type);
  const identifier = isIdentifierName(column.name);
  const boolean = /^tinyint\(1\)/i.test(column.type.trim());
  const indicator = NUMERIC.has(type) && !identifier && !boolean;
  const base: DatasetColumn = {
    column_key: column.name,
    column_name: column.comment?.trim() || column.name,
    column_type: indicator ? COLUMN_TYPES.INDICATOR : COLUMN_TYPES.DIMENSION,
  };
  if (type) base.data_type = type;
  return indicator ? { ...base, aggregate: DEFAULT_AGGREGATE, formatter: DEFAULT_INDICATOR_FORMATTER } : base;
}

/**
 * Identifier quoting of the connection's dialect (MySQL protocol: backticks; PostgreSQL and SQLite: double quotes);
 * a qualified name (`schema.table`) is quoted part by part.
 */
function quoteIdentifier(kind: string, name: string, qualified = false): string {
  const q = kind === 'mysql' ? '`' : '"';
  const quote = (part: string) => `${q}${part.split(q).join(q + q)}${q}`;
  return qualified ? name.split('.').map(quote).join('.') : quote(name);
}

/** `SELECT "a", "b" FROM "t"`, one column per line, for the SQL editor. */
export function starterSql(kind: string, table: string, columns: TableColumn[]): string {
  const list = columns.map((c) => `  ${quoteIdentifier(kind, c.name)}`).join(',\n');
  return `SELECT\n${list}\nFROM ${quoteIdentifier(kind, table, true)}`;
}

/** A number as drivers give exact numerics (DECIMAL, BIGINT as text): no leading zeros, so codes such as 001 stay text. */
const NUMERIC_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?/;

/**
 * A column of a SQL statement, typed from sample values (a statement's result has no catalog entry to read): numbers
 * (integer or decimal), dates, date-times, else text; no non-null sample leaves the type unknown ('').
 */
export function sampledColumn(name: string, values: readonly unknown[]): TableColumn {
  const present = values.filter((v) => v !== null && v !== undefined);
  const all = (test: (v: unknown) => boolean) => present.length > 0 && present.every(test);
  const numeric = (v: unknown) => typeof v === 'number' || typeof v === 'bigint' || NUMERIC_TEXT.test(String(v));
  let type = '';
  if (all(numeric)) type = all((v) => /^-?\d+$/.test(String(v))) ? 'bigint' : 'decimal';
  else if (all((v) => typeof v === 'string' && DATE_TEXT.test(v))) type = 'date';
  else if (all((v) => v instanceof Date || (typeof v === 'string' && DATETIME_TEXT.test(v)))) type = 'datetime';
  else if (present.length > 0) type = 'varchar';
  return { name, type };
}
