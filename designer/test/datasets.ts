import type { DatasetColumn, SectionDataset } from '@tessera/schema/dsl';

/** A dataset's fields as the designer lists them: typed dimension (0) or indicator (1), with database types. */
export const FIELDS = {
  dt: { column_key: 'dt', column_name: '日期', column_type: 0, data_type: 'date' },
  country: { column_key: 'country', column_name: '国家', column_type: 0, data_type: 'varchar(32)' },
  app: { column_key: 'app', column_name: '应用', column_type: 0, data_type: 'varchar(16)' },
  hour: { column_key: 'hour', column_name: '小时', column_type: 0, data_type: 'int' },
  pv: { column_key: 'pv', column_name: '浏览量', column_type: 1, data_type: 'bigint', aggregate: 'SUM' },
  uv: { column_key: 'uv', column_name: '访客数', column_type: 1, data_type: 'bigint', aggregate: 'SUM' },
  dau: { column_key: 'dau', column_name: '日活', column_type: 1, data_type: 'bigint', aggregate: 'MAX' },
} satisfies Record<string, DatasetColumn>;

export const DATASET: SectionDataset = { key: 'pv_daily', columns: Object.values(FIELDS) };
