import { useMemo } from 'react';
import { listColumns, listTables } from '../../../api/connections';
import type { CompletionSource } from './sqlCompletion';

/** Table names one completion asks for; more matching tables make the list incomplete, asked again as you type. */
const COMPLETION_TABLES = 200;

/**
 * Table and column names of a connection's database for the editor's completion, asked from the server and kept
 * per search word and per table while the connection and database stay the same. A failed lookup completes nothing.
 */
export function useCompletionSource(connectionId: number, database: string | null): CompletionSource {
  return useMemo(() => {
    const scope = { connection_id: connectionId, ...(database ? { database } : {}) };
    const tables = new Map<string, Promise<{ names: string[]; complete: boolean }>>();
    const columns = new Map<string, Promise<{ name: string; type: string }[]>>();
    return {
      tables(search) {
        const key = search.toLowerCase();
        let found = tables.get(key);
        if (!found) {
          found = listTables({ ...scope, ...(key ? { search: key } : {}), limit: COMPLETION_TABLES + 1 }).then(
            (list) => ({
              names: list.slice(0, COMPLETION_TABLES).map((t) => t.name),
              complete: list.length <= COMPLETION_TABLES,
            }),
            () => ({ names: [], complete: false }),
          );
          tables.set(key, found);
        }
        return found;
      },
      columns(table) {
        let found = columns.get(table);
        if (!found) {
          found = listColumns({ ...scope, table }).then(
            (list) => list.map((c) => ({ name: c.name, type: c.type })),
            () => [],
          );
          columns.set(table, found);
        }
        return found;
      },
    };
  }, [connectionId, database]);
}
