import { useRef, useState } from 'react';
import { Alert } from 'antd';
import type { DbConnectionInfo } from '@tessera/schema/api';
import { listDatabases } from '../../../api/connections';
import SchemaBrowser from './SchemaBrowser';
import SqlConsole, { type SqlConsoleHandle } from './SqlConsole';
import { defaultDatabase, quoteName } from './kinds';
import { useLoad } from './useLoad';

/**
 * A connection's table browser beside its SQL console. The database chosen in the browser is the one the console
 * completes names from; the browser can put a query of a table into the console. Mounted per connection.
 */
export default function Workspace({ connection }: { connection: DbConnectionInfo }) {
  const [reloads, setReloads] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const consoleRef = useRef<SqlConsoleHandle>(null);
  const databases = useLoad(`${connection.id}:${connection.updated_at}:${reloads}`, (signal) =>
    listDatabases(connection.id, signal),
  );
  const list = databases.data;
  const database = list ? (chosen && list.includes(chosen) ? chosen : defaultDatabase(connection, list)) : null;

  return (
    <div className="ts-db-workspace-wrap">
      {databases.error && <Alert type="error" showIcon message={databases.error} className="ts-db-workspace-error" />}
      <div className="ts-db-workspace">
        <SchemaBrowser
          connection={connection}
          databases={list ?? (databases.error ? [] : null)}
          database={database}
          onDatabase={setChosen}
          reloads={reloads}
          onReload={() => setReloads((n) => n + 1)}
          onQueryTable={(table) =>
            consoleRef.current?.setText(`SELECT * FROM ${quoteName(connection.kind, table)} LIMIT 100`)
          }
        />
        <SqlConsole ref={consoleRef} connection={connection} database={database} />
      </div>
    </div>
  );
}
