import type { DatasetDefinition } from '../../dataset';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

/** A date default: a day, optionally with a time (what a datepicker filter would send). */
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** Whether `{{name}}` (spaces inside the braces allowed) occurs in the SQL. */
function mentions(sql: string, name: string): boolean {
  return new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(sql);
}

/** Each value of a column maps to one label: a second mapping of the same value would make the label a guess. */
export function displayValueIssues(dataset: DatasetDefinition, datasetAt: string): DocumentIssue[] {
  return dataset.columns.flatMap((column, i) => {
    const seen = new Set<string>();
    return (column.display_values ?? []).flatMap((mapping, j) => {
      if (!seen.has(mapping.value)) {
        seen.add(mapping.value);
        return [];
      }
      return [
        error(at(datasetAt, 'columns', i, 'display_values', j, 'value'), {
          en: `the value "${mapping.value}" already has a label in this column`,
          zh: `值 "${mapping.value}" 在该字段中已有显示值`,
        }),
      ];
    });
  });
}

function defaultIssue(type: string, value: string | number | undefined, pointer: string): DocumentIssue[] {
  if (value === undefined) return [];
  if (type === 'number' && typeof value !== 'number')
    return [error(pointer, { en: 'a number parameter takes a number', zh: '数字参数的默认值必须是数字' })];
  if (type === 'string' && typeof value !== 'string')
    return [error(pointer, { en: 'a string parameter takes text', zh: '文本参数的默认值必须是文本' })];
  if (type === 'date' && (typeof value !== 'string' || !DATE_VALUE.test(value)))
    return [
      error(pointer, {
        en: 'a date parameter takes YYYY-MM-DD (optionally with HH:mm:ss)',
        zh: '日期参数的默认值格式为 YYYY-MM-DD（可带 HH:mm:ss）',
      }),
    ];
  return [];
}

/**
 * Parameters describe the SQL's `{{name}}` placeholders: only a SQL dataset has them, each once, each used by the
 * SQL, with a default of its own type.
 */
export function datasetParamIssues(dataset: DatasetDefinition, datasetAt: string): DocumentIssue[] {
  const params = dataset.params ?? [];
  if (params.length === 0) return [];
  if (dataset.sql === undefined)
    return [
      error(at(datasetAt, 'params'), {
        en: 'only a dataset with sql has parameters',
        zh: '只有 SQL 数据集才有参数',
      }),
    ];
  const sql = dataset.sql;
  const seen = new Set<string>();
  return params.flatMap((param, i) => {
    const name = at(datasetAt, 'params', i, 'name');
    if (seen.has(param.name))
      return [error(name, { en: `parameter "${param.name}" is listed twice`, zh: `参数 "${param.name}" 重复` })];
    seen.add(param.name);
    if (!mentions(sql, param.name))
      return [
        error(name, {
          en: `the SQL has no {{${param.name}}}`,
          zh: `SQL 中没有 {{${param.name}}}`,
        }),
      ];
    return defaultIssue(param.type, param.default, at(datasetAt, 'params', i, 'default'));
  });
}
