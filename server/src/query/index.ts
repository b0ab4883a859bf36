/** The report query compiler: a payload plus a section's stored configuration → SQL with bindings. */
export { compileReportQuery } from './compile';
export { compactRows, normalizeRows, totalOf } from './rows';
export { filterValueType } from './filters';
export type { CompileInput, CompiledReportQuery, QueryDataset, ResultColumn, ColumnRole } from './types';
