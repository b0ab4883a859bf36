import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Segmented, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DB_CONNECTION_REGIONS,
  type ConnectionInUse,
  type ConnectTestFailure,
  type DbConnectionInfo,
  type DbConnectionRegion,
} from '@tessera/schema/api';
import { ApiError } from '../../api/client';
import { deleteConnection, listConnections, testConnection } from '../../api/connections';
import ConnectionForm from './database/ConnectionForm';
import ConnectionTable from './database/ConnectionTable';
import Workspace from './database/Workspace';
import { addressOf, KIND_COLORS, KIND_LABELS } from './database/kinds';
import { useLoad } from './database/useLoad';
import './workbench.css';
import './database/database.css';

type RegionFilter = DbConnectionRegion | 'all';

/**
 * /admin/database/config: the connections (filterable by region) with create, edit, test and delete; below, the
 * chosen connection's table browser and SQL console.
 */
export default function DatabaseConfig() {
  const { t } = useTranslation();
  const { message, modal, notification } = App.useApp();
  const [region, setRegion] = useState<RegionFilter>('all');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<DbConnectionInfo | 'new' | null>(null);
  const [testingId, setTestingId] = useState<number | null>(null);
  const [loads, setLoads] = useState(0);
  const loaded = useLoad(`${region}:${loads}`, (signal) => listConnections(region === 'all' ? {} : { region }, signal));
  const connections = loaded.data ?? (loaded.error ? [] : null);
  // The chosen connection while it is listed, else the first one.
  const selected = connections?.find((c) => c.id === chosenId) ?? connections?.[0] ?? null;
  const reload = () => setLoads((n) => n + 1);

  const test = async (c: DbConnectionInfo) => {
    setTestingId(c.id);
    try {
      const result = await testConnection({ id: c.id });
      if (result.warning)
        notification.warning({
          message: t('dbConfig.test.okNamed', { name: c.name }),
          description: result.warning,
          duration: 8,
        });
      else void message.success(`${t('dbConfig.test.okNamed', { name: c.name })} · ${result.version}`);
    } catch (err) {
      const e = err as ApiError;
      const reason = e instanceof ApiError ? (e.data as ConnectTestFailure | null)?.reason : undefined;
      notification.error({
        message: reason ? t(`dbConfig.test.reasons.${reason}`) : t('dbConfig.test.failed'),
        description: e.message,
      });
    } finally {
      setTestingId(null);
    }
  };

  const remove = async (c: DbConnectionInfo) => {
    try {
      await deleteConnection(c.id);
      void message.success(t('dbConfig.list.deleted', { name: c.name }));
      reload();
    } catch (err) {
      const e = err as ApiError;
      const inUse = e instanceof ApiError && e.status === 409 ? (e.data as ConnectionInUse | null) : null;
      if (!inUse?.datasets) return void message.error(e.message);
      modal.error({
        title: t('dbConfig.list.inUseTitle', { name: c.name }),
        width: 480,
        content: (
          <div data-testid="db-in-use">
            <p>{t('dbConfig.list.inUse', { count: inUse.datasets.length })}</p>
            <ul className="ts-db-in-use">
              {inUse.datasets.map((d) => (
                <li key={d.id}>
                  <Typography.Text strong>{d.name}</Typography.Text> <span className="ts-muted">{d.key}</span>
                </li>
              ))}
            </ul>
          </div>
        ),
      });
    }
  };

  return (
    <div className="ts-db-config" data-testid="database-config">
      <div className="ts-workbench-title">
        <h1>{t('workbench.databaseTitle')}</h1>
        <Typography.Text type="secondary">{t('dbConfig.intro')}</Typography.Text>
      </div>
      {loaded.error && <Alert type="error" showIcon message={loaded.error} />}
      <Card
        className="ts-db-card"
        title={t('dbConfig.list.title')}
        extra={
          <Space wrap>
            <Segmented<RegionFilter>
              data-testid="db-region-filter"
              value={region}
              onChange={setRegion}
              options={[
                { value: 'all', label: t('dbConfig.regions.all') },
                ...DB_CONNECTION_REGIONS.map((r) => ({ value: r, label: t(`dbConfig.regions.${r}`) })),
              ]}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="db-new">
              {t('dbConfig.list.new')}
            </Button>
          </Space>
        }
      >
        <ConnectionTable
          connections={connections}
          selectedId={selected?.id ?? null}
          onSelect={(c) => setChosenId(c.id)}
          onTest={test}
          onEdit={setEditing}
          onDelete={remove}
          testingId={testingId}
        />
      </Card>
      {selected ? (
        <Card
          className="ts-db-card"
          data-testid="db-workspace"
          title={
            <Space size={8}>
              <span>{selected.name}</span>
              <Tag color={KIND_COLORS[selected.kind]}>{KIND_LABELS[selected.kind]}</Tag>
              <code className="ts-db-address ts-muted">{addressOf(selected)}</code>
            </Space>
          }
        >
          <Workspace key={selected.id} connection={selected} />
        </Card>
      ) : (
        connections !== null && (
          <Card className="ts-db-card">
            <Empty description={t('dbConfig.noSelection')} />
          </Card>
        )
      )}
      {editing && (
        <ConnectionForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            void message.success(t('dbConfig.form.saved', { name: saved.name }));
            setEditing(null);
            setChosenId(saved.id);
            reload();
          }}
        />
      )}
    </div>
  );
}
