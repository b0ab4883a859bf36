/**
 * `{{name}}` parameters of dataset SQL: the query engine binds each to the value of the filter with that key
 * (class_en), always as a bound parameter, never spliced into the text. A name is a SQL-identifier-like word.
 */
const SQL_PARAM_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface SqlParameters {
  /** Distinct well-formed names, in order of first use. */
  names: string[];
  /** Malformed placeholders as written (`{{ 1x }}`, `{{}}`, an unclosed `{{`). */
  malformed: string[];
}

export function sqlParameters(sql: string): SqlParameters {
  const names: string[] = [];
  const malformed: string[] = [];
  for (const match of sql.matchAll(SQL_PARAM_PATTERN)) {
    const name = match[1];
    if (!NAME.test(name)) malformed.push(match[0]);
    else if (!names.includes(name)) names.push(name);
  }
  const rest = sql.replace(SQL_PARAM_PATTERN, '');
  const open = rest.indexOf('{{');
  if (open >= 0) malformed.push(rest.slice(open, open + 20));
  return { names, malformed };
}
