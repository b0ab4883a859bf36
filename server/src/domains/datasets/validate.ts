import { validateDocument } from '@tessera/schema/validate';
import { DocumentInvalidError, type LocalizedIssue } from '../pages/document-errors';
import { sqlParameters } from './params';

export interface DatasetFields {
  key: string;
  name: string;
  sql?: string | null;
  table_name?: string | null;
  data_update_mode?: number;
  params?: unknown[];
  columns: unknown[];
}

/** The `{{param}}` placeholders of the SQL must be well-formed names. */
export function sqlParamIssues(sql: string | null | undefined, pointer: string): LocalizedIssue[] {
  if (!sql) return [];
  return sqlParameters(sql).malformed.map((text) => ({
    pointer,
    message: {
      en: `malformed parameter ${text}: write {{name}} with a name of letters, digits and _ (not starting with a digit)`,
      zh: `参数 ${text} 格式不正确：应写成 {{name}}，name 由字母、数字和 _ 组成且不以数字开头`,
    },
  }));
}

/**
 * Checks a dataset as the DSL defines one (key, columns with the DatasetColumn rules — display values, visibility —,
 * exactly one of sql and table, parameters that the SQL uses, with defaults of their type) plus well-formed
 * `{{param}}` names. Pointers name the save-update body's fields (`/table_name`, `/columns/0/…`).
 * Throws DocumentInvalidError; warnings (a duplicate column key) do not stop the save.
 */
export function assertValidDataset(fields: DatasetFields): void {
  const doc: Record<string, unknown> = { key: fields.key, name: fields.name, connection: '-', columns: fields.columns };
  if (fields.sql) doc.sql = fields.sql;
  if (fields.table_name) doc.table = fields.table_name;
  if (fields.data_update_mode !== undefined) doc.data_update_mode = fields.data_update_mode;
  if (fields.params?.length) doc.params = fields.params;
  const issues: LocalizedIssue[] = validateDocument('dataset', doc)
    .issues.filter((i) => i.severity === 'error')
    .map((i) => ({ pointer: i.pointer.replace(/^\/table(?=\/|$)/, '/table_name'), message: i.message }));
  issues.push(...sqlParamIssues(fields.sql, '/sql'));
  if (issues.length > 0) throw new DocumentInvalidError(issues);
}

/**
 * The source part of a dataset being edited (preview, sync-columns): exactly one of sql and table, parameters the
 * SQL uses with defaults of their type, well-formed `{{param}}` names. Pointers as in the save body.
 */
export function assertValidSource(fields: Pick<DatasetFields, 'sql' | 'table_name' | 'params'>): void {
  assertValidDataset({ key: 'source', name: 'source', columns: [], ...fields });
}
