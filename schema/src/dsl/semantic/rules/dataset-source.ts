import type { DatasetDefinition } from '../../dataset';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

/** A dataset's rows come from exactly one of sql and table: with neither there are no rows, with both it is unclear which. */
export function datasetSource(dataset: DatasetDefinition, datasetAt: string): DocumentIssue[] {
  const hasSql = dataset.sql !== undefined;
  const hasTable = dataset.table !== undefined;
  if (hasSql && hasTable) {
    return [
      error(at(datasetAt, 'table'), {
        en: 'a dataset takes either sql or table, not both: remove one',
        zh: '数据集只能设置 sql 或 table 之一，请删除其中一个',
      }),
    ];
  }
  if (!hasSql && !hasTable) {
    return [
      error(datasetAt, {
        en: 'a dataset needs sql or table: where do its rows come from?',
        zh: '数据集需要设置 sql 或 table 之一（数据来源）',
      }),
    ];
  }
  return [];
}
