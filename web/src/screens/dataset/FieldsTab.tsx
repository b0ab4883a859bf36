import { useState } from 'react';
import { Alert, Button, Empty, Table, Tag, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined, SyncOutlined, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COLUMN_TYPES, type DatasetColumn } from '@tessera/schema/dsl';
import type { DatasetColumnSync } from '@tessera/schema/api';
import { syncColumns } from '../../api/datasets';
import { pointerErrorsOf } from '../../api/documentErrors';
import { feedback } from '../../lib/feedback';
import FieldPanel from './FieldPanel';
import SyncModal from './SyncModal';
import { sourceBody, type DatasetDraft } from './draft';

/** Save errors about column `index`: `/columns/3/display_values/0/value` → `{ at: '/display_values/0/value' }`. */
export function columnErrors(errors: ReadonlyMap<string, string>, index: number) {
  const prefix = `/columns/${index}`;
  return [...errors]
    .filter(([pointer]) => pointer === prefix || pointer.startsWith(`${prefix}/`))
    .map(([pointer, message]) => ({ at: pointer.slice(prefix.length), message }));
}

/** The dataset's fields: a list to pick from, the picked field's panel, and "sync columns" from the SQL. */
export default function FieldsTab({
  draft,
  appId,
  onColumns,
  errors,
  selected,
  onSelect,
}: {
  draft: DatasetDraft;
  appId: number;
  onColumns: (columns: DatasetColumn[]) => void;
  errors: ReadonlyMap<string, string>;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const [sync, setSync] = useState<DatasetColumnSync | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);
  const column = draft.columns[selected] as DatasetColumn | undefined;

  const runSync = async () => {
    setSyncing(true);
    setSyncError(null);
    try {
      setSync(await syncColumns({ ...sourceBody(draft, appId), columns: draft.columns }));
    } catch (err) {
      const problems = pointerErrorsOf(err);
      setSyncError(problems.length > 0 ? problems.map((p) => p.message).join('\n') : (err as Error).message);
    } finally {
      setSyncing(false);
    }
  };

  const apply = (columns: DatasetColumn[]) => {
    const key = column?.column_key;
    onColumns(columns);
    onSelect(Math.max(0, key ? columns.findIndex((c) => c.column_key === key) : 0));
    setSync(null);
    feedback.message.success(t('datasets.applied'));
  };

  return (
    <div className="ts-ds-fields" data-testid="dataset-fields">
      <div className="ts-ds-fields-bar">
        <Tooltip title={t('datasets.syncHelp')}>
          <Button
            icon={<SyncOutlined />}
            loading={syncing}
            disabled={!draft.connection_id}
            data-testid="dataset-sync"
            onClick={() => void runSync()}
          >
            {t('datasets.sync')}
          </Button>
        </Tooltip>
        {!draft.connection_id && <Typography.Text type="secondary">{t('datasets.pickConnection')}</Typography.Text>}
      </div>
      {syncError && (
        <Alert
          type="error"
          showIcon
          closable
          className="ts-ds-pre"
          message={syncError}
          onClose={() => setSyncError(null)}
          data-testid="sync-error"
        />
      )}
      {draft.columns.length === 0 ? (
        <Empty description={t('datasets.noFields')} />
      ) : (
        <div className="ts-ds-fields-body">
          <Table<DatasetColumn & { index: number }>
            className="ts-ds-field-list"
            data-testid="field-list"
            size="small"
            rowKey="index"
            pagination={false}
            scroll={{ y: 520 }}
            dataSource={draft.columns.map((c, index) => ({ ...c, index }))}
            rowClassName={(row) => (row.index === selected ? 'is-selected' : '')}
            onRow={(row) => ({ onClick: () => onSelect(row.index) })}
            columns={[
              {
                title: t('datasets.column'),
                dataIndex: 'column_key',
                ellipsis: true,
                render: (key: string, row) => (
                  <span className="ts-ds-field-key">
                    {columnErrors(errors, row.index).length > 0 && <WarningFilled className="ts-ds-error-mark" />}
                    <Typography.Text code>{key}</Typography.Text>
                  </span>
                ),
              },
              { title: t('datasets.label'), dataIndex: 'column_name', ellipsis: true },
              {
                title: t('datasets.type'),
                dataIndex: 'column_type',
                width: 150,
                render: (_, row) => (
                  <span className="ts-ds-field-tags">
                    {row.column_type === COLUMN_TYPES.INDICATOR ? (
                      <Tag color="blue">{t('datasets.indicator')}</Tag>
                    ) : (
                      <Tag color="green">{t('datasets.dimension')}</Tag>
                    )}
                    {row.is_show === 0 && (
                      <Tooltip title={t('datasets.hidden')}>
                        <EyeInvisibleOutlined className="ts-muted" aria-label={t('datasets.hidden')} />
                      </Tooltip>
                    )}
                    {(row.display_values?.length ?? 0) > 0 && (
                      <Tooltip title={t('datasets.displayValueCount', { count: row.display_values?.length })}>
                        <Tag>{row.display_values?.length}</Tag>
                      </Tooltip>
                    )}
                  </span>
                ),
              },
            ]}
          />
          <div className="ts-ds-panel-wrap">
            {column ? (
              <FieldPanel
                key={selected}
                column={column}
                datasetId={draft.id}
                errors={columnErrors(errors, selected)}
                onChange={(next) => onColumns(draft.columns.map((c, i) => (i === selected ? next : c)))}
              />
            ) : (
              <Empty description={t('datasets.pickField')} />
            )}
          </div>
        </div>
      )}
      <SyncModal sync={sync} saved={!!draft.id} onApply={apply} onCancel={() => setSync(null)} />
    </div>
  );
}
