export type {
  ConnectFailure,
  ConnectTestResult,
  ConnectionInUse,
  DbConnectionInfo,
  SqlExecResult,
  SqlHistoryEntry,
  SqlHistoryStatus,
} from '@tessera/schema/api';
