import { Col, Form, Input, Row, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_PATTERN } from '@tessera/schema/dsl';
import { CodeEditor, type CodeLanguage } from '../../lib/monaco';
import type { ConnectionChoice } from '../../api/datasets';
import ParamsTable from './ParamsTable';
import UpdateModeField from './UpdateModeField';
import { syncParams, type DatasetDraft } from './draft';

const SQL_LANGUAGE: Record<ConnectionChoice['kind'], CodeLanguage> = {
  mysql: 'mysql',
  postgres: 'pgsql',
  sqlite: 'sql',
};
const KEY = new RegExp(KEY_PATTERN);

/** Name, key, connection, the SQL (with its parameters) or table, and the data update mode. */
export default function SourceTab({
  draft,
  onChange,
  connections,
  errors,
  sqlEditorKey,
}: {
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
  connections: ConnectionChoice[];
  /** Messages of the last save by pointer (`/name`, `/sql`, …). */
  errors: ReadonlyMap<string, string>;
  /** Changes when the SQL is replaced from outside the editor (the editor owns its text otherwise). */
  sqlEditorKey: string;
}) {
  const { t } = useTranslation();
  const connection = connections.find((c) => c.id === draft.connection_id);
  const status = (pointer: string) => (errors.has(pointer) ? ('error' as const) : undefined);
  const keyInvalid = draft.key !== '' && !KEY.test(draft.key);

  return (
    <Form layout="vertical" className="ts-ds-source" data-testid="dataset-source">
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item label={t('datasets.name')} required validateStatus={status('/name')} help={errors.get('/name')}>
            <Input
              data-testid="dataset-name"
              value={draft.name}
              maxLength={200}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label={t('datasets.key')}
            required
            validateStatus={keyInvalid ? 'error' : status('/key')}
            help={errors.get('/key')}
            extra={t('datasets.keyHelp')}
          >
            <Input
              data-testid="dataset-key"
              value={draft.key}
              maxLength={80}
              onChange={(e) => onChange({ key: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label={t('datasets.connection')}
            required
            validateStatus={status('/connection_id')}
            help={errors.get('/connection_id')}
          >
            <Select<number>
              data-testid="dataset-connection"
              value={draft.connection_id}
              placeholder={t('datasets.connectionPlaceholder')}
              onChange={(id) => onChange({ connection_id: id })}
              options={connections.map((c) => ({ value: c.id, label: `${c.name} (${c.kind})` }))}
              notFoundContent={t('datasets.noConnections')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('datasets.sourceKind')}>
        <Segmented<DatasetDraft['source']>
          data-testid="dataset-source-kind"
          value={draft.source}
          onChange={(source) => onChange({ source })}
          options={[
            { value: 'sql', label: t('datasets.sourceSql') },
            { value: 'table', label: t('datasets.sourceTable') },
          ]}
        />
      </Form.Item>
      {draft.source === 'sql' ? (
        <>
          <Form.Item
            validateStatus={status('/sql')}
            help={errors.get('/sql')}
            extra={t('datasets.sqlHelp', { example: '{{name}}' })}
          >
            <div className="ts-ds-sql" data-testid="dataset-sql">
              <CodeEditor
                key={sqlEditorKey}
                value={draft.sql}
                language={connection ? SQL_LANGUAGE[connection.kind] : 'sql'}
                path={`dataset-${sqlEditorKey}.sql`}
                height={220}
                onChange={(sql) => onChange({ sql, params: syncParams(sql, draft.params) })}
              />
            </div>
          </Form.Item>
          {draft.params.length > 0 && (
            <Form.Item label={t('datasets.params')} extra={t('datasets.paramsHelp')}>
              <ParamsTable params={draft.params} onChange={(params) => onChange({ params })} />
            </Form.Item>
          )}
        </>
      ) : (
        <Form.Item
          label={t('datasets.tableName')}
          validateStatus={status('/table_name')}
          help={errors.get('/table_name')}
          extra={t('datasets.tableNameHelp')}
        >
          <Input
            data-testid="dataset-table-name"
            value={draft.table_name}
            onChange={(e) => onChange({ table_name: e.target.value })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('datasets.updateMode')}>
        <UpdateModeField value={draft.data_update_mode} onChange={(mode) => onChange({ data_update_mode: mode })} />
      </Form.Item>
    </Form>
  );
}
