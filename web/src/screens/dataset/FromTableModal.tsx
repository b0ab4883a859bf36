import { useEffect, useState } from 'react';
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  connectionChoices,
  databaseChoices,
  tableChoices,
  templateSql,
  type ConnectionChoice,
  type TableChoice,
} from '../../api/datasets';
import { feedback } from '../../lib/feedback';
import { draftOfStarter, type DatasetDraft } from './draft';

/** The database a connection reads when none is named: a table of it needs no qualifying name. */
function isDefaultDatabase(connection: ConnectionChoice, database: string): boolean {
  if (connection.kind === 'postgres') return database === 'public';
  if (connection.kind === 'sqlite') return database === 'main';
  return database === connection.database_name;
}

/**
 * "From a table": a connection, a database (schema) and a table; the server's starter (template/sql) gives the
 * SELECT of its columns, typed by their database types, which the editor then opens as a new dataset.
 */
export default function FromTableModal({
  open,
  appId,
  onCancel,
  onDone,
}: {
  open: boolean;
  appId: number;
  onCancel: () => void;
  onDone: (draft: DatasetDraft) => void;
}) {
  const { t } = useTranslation();
  const [connections, setConnections] = useState<ConnectionChoice[] | null>(null);
  const [connectionId, setConnectionId] = useState<number>();
  const [databases, setDatabases] = useState<string[]>([]);
  const [database, setDatabase] = useState<string>();
  const [tables, setTables] = useState<TableChoice[] | null>(null);
  const [table, setTable] = useState<string>();
  const [busy, setBusy] = useState(false);
  const connection = connections?.find((c) => c.id === connectionId);

  const pickDatabase = (name: string | undefined) => {
    setDatabase(name);
    setTables(null);
    setTable(undefined);
  };
  const pickConnection = (id: number) => {
    setConnectionId(id);
    setDatabases([]);
    pickDatabase(undefined);
  };

  useEffect(() => {
    if (!open) return;
    let live = true;
    connectionChoices(appId).then(
      (list) => live && setConnections(list),
      (err: Error) => live && feedback.message.error(err.message),
    );
    return () => {
      live = false;
    };
  }, [open, appId]);

  useEffect(() => {
    if (!connection) return;
    let live = true;
    databaseChoices(connection.id).then(
      (list) => {
        if (!live) return;
        setDatabases(list);
        pickDatabase(list.find((d) => isDefaultDatabase(connection, d)) ?? list[0]);
      },
      (err: Error) => live && feedback.message.error(err.message),
    );
    return () => {
      live = false;
    };
  }, [connection]);

  useEffect(() => {
    if (!connectionId || !database) return;
    let live = true;
    tableChoices(connectionId, database).then(
      (list) => live && setTables(list),
      (err: Error) => live && feedback.message.error(err.message),
    );
    return () => {
      live = false;
    };
  }, [connectionId, database]);

  const next = async () => {
    if (!connection || !table || !database) return;
    setBusy(true);
    try {
      const qualified = isDefaultDatabase(connection, database) ? table : `${database}.${table}`;
      onDone(draftOfStarter(await templateSql({ connection_id: connection.id, table_name: qualified })));
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('datasets.fromTableTitle')}
      okText={t('datasets.next')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !table, loading: busy, 'data-testid': 'from-table-next' }}
      onOk={() => void next()}
      onCancel={onCancel}
      destroyOnHidden
      modalRender={(node) => <div data-testid="from-table-modal">{node}</div>}
    >
      <Typography.Paragraph type="secondary">{t('datasets.fromTableHint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('datasets.connection')}>
          <Select<number>
            data-testid="from-table-connection"
            loading={connections === null}
            value={connectionId}
            placeholder={t('datasets.connectionPlaceholder')}
            notFoundContent={t('datasets.noConnections')}
            onChange={pickConnection}
            options={(connections ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.kind})` }))}
          />
        </Form.Item>
        <Form.Item label={t('datasets.database')}>
          <Select<string>
            data-testid="from-table-database"
            disabled={!connection}
            value={database}
            onChange={pickDatabase}
            showSearch
            options={databases.map((d) => ({ value: d, label: d }))}
          />
        </Form.Item>
        <Form.Item label={t('datasets.table')}>
          <Select<string>
            data-testid="from-table-table"
            disabled={!database}
            loading={!!database && tables === null}
            value={table}
            onChange={setTable}
            showSearch
            placeholder={t('datasets.tablePlaceholder')}
            options={(tables ?? []).map((x) => ({
              value: x.name,
              label: x.type === 'view' ? `${x.name} (${t('datasets.view')})` : x.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
