export type { CompiledSql, DataSource, DataSourceRegistry } from './types';
export { QueryTimeoutError } from './errors';
export { requestSignal } from './request-signal';
