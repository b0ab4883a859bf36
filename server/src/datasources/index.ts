export type { CompiledSql, DataSource, DataSourceRegistry } from './types';
export { cancelConfirmed, QueryTimeoutError } from './errors';
export { requestSignal } from './request-signal';
