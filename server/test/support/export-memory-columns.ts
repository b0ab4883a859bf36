import type { FixtureColumn } from '../export-helpers';

/** The bench table's columns, exported whole by export-memory.test.ts. */
export const EXPORT_COLUMNS: FixtureColumn[] = [
  { key: 'event_date', name: '日期', data_type: 'date' },
  { key: 'country', name: '国家', data_type: 'varchar' },
  { key: 'platform', name: '平台', data_type: 'varchar' },
  { key: 'channel', name: '渠道', data_type: 'varchar' },
  { key: 'app_version', name: '版本', data_type: 'varchar' },
  { key: 'event_name', name: '事件', data_type: 'varchar' },
  { key: 'users', name: '用户数', data_type: 'integer' },
  { key: 'events', name: '事件数', data_type: 'integer' },
  { key: 'duration_sec', name: '时长', data_type: 'bigint' },
  { key: 'revenue', name: '收入', data_type: 'decimal' },
];
