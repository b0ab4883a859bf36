import type { CompiledSql } from '../datasources/types';

/** A binding as text for display: JSON, so quotes, newlines and NULs stay visible and nothing is interpolated. */
function shown(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? String(value);
}

function block(title: string, compiled: CompiledSql): string {
  const bindings = compiled.bindings.map((value, i) => `--   ${i + 1}: ${shown(value)}`);
  return [`-- ${title}`, `${compiled.sql};`, bindings.length ? '-- bindings:' : '-- no bindings', ...bindings].join(
    '\n',
  );
}

/** The admins' "show SQL": each statement followed by its bindings in order, never spliced into the SQL. */
export function sqlTextForAdmins(data: CompiledSql, count?: CompiledSql): string {
  return [block('data', data), ...(count ? [block('count (total_size)', count)] : [])].join('\n\n');
}
