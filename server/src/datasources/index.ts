export type { CompiledSql, DataSource, DataSourceKind, DataSourceRegistry, QueryOptions, Row } from './types';
export { QueryCancelledError, QueryFailedError, QueryTimeoutError } from './errors';
export { PooledRegistry, type ConnectionLoader } from './registry';
export { openSource, type AnySource, type SourceDeps } from './open';
export { PooledSource, type ColumnInfo, type ExecResult, type TableInfo } from './source';
export { RowStream } from './row-stream';
export { SecretBox, SecretError } from './secrets';
export { requestSignal } from './request-signal';
export type { ConnectionSettings } from './settings';
