import { Alert, List, Modal, Space, Tag, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COLUMN_TYPES, type DatasetColumn } from '@tessera/schema/dsl';
import type { DatasetColumnSync } from '@tessera/schema/api';

function ColumnTag({ column, color }: { column: DatasetColumn; color: string }) {
  const { t } = useTranslation();
  const type = column.column_type === COLUMN_TYPES.INDICATOR ? t('datasets.indicator') : t('datasets.dimension');
  return (
    <Tag color={color}>
      {column.column_key} · {type}
    </Tag>
  );
}

interface Breaking {
  id: number;
  title: string;
  page_name: string;
  /** The removed fields the section names. */
  columns: string[];
}

/** Each section that names a removed field, once, with the removed fields it names. */
function breakingSections(sync: DatasetColumnSync | null): Breaking[] {
  const sections = new Map<number, Breaking>();
  for (const removed of sync?.removed ?? [])
    for (const use of removed.sections) {
      const entry = sections.get(use.id) ?? { id: use.id, title: use.title, page_name: use.page_name, columns: [] };
      entry.columns.push(removed.column.column_key);
      sections.set(use.id, entry);
    }
  return [...sections.values()];
}

/**
 * What re-reading the SQL's columns would change, before anything does: added fields (typed by a guess), removed
 * ones, and the sections that name a removed field and would break. Apply replaces the editor's fields; saving the
 * dataset keeps them.
 */
export default function SyncModal({
  sync,
  saved,
  onApply,
  onCancel,
}: {
  sync: DatasetColumnSync | null;
  /** A saved dataset: the server could look for sections using the removed fields. */
  saved: boolean;
  onApply: (columns: DatasetColumn[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const kept = sync ? sync.columns.length - sync.added.length : 0;
  const unchanged = sync !== null && sync.added.length === 0 && sync.removed.length === 0;
  const breaking = breakingSections(sync);

  return (
    <Modal
      open={sync !== null}
      title={t('datasets.syncTitle')}
      width={640}
      okText={t('datasets.apply')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: unchanged, 'data-testid': 'sync-apply' }}
      onOk={() => sync && onApply(sync.columns)}
      onCancel={onCancel}
      modalRender={(node) => <div data-testid="sync-modal">{node}</div>}
    >
      {sync && unchanged && <Alert type="success" showIcon message={t('datasets.syncUnchanged')} />}
      {sync && !unchanged && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{t('datasets.syncAdded', { count: sync.added.length })}</Typography.Text>
            <div className="ts-ds-tags" data-testid="sync-added">
              {sync.added.map((c) => (
                <ColumnTag key={c.column_key} column={c} color="green" />
              ))}
            </div>
          </div>
          <div>
            <Typography.Text strong>{t('datasets.syncRemoved', { count: sync.removed.length })}</Typography.Text>
            <div className="ts-ds-tags" data-testid="sync-removed">
              {sync.removed.map((r) => (
                <ColumnTag key={r.column.column_key} column={r.column} color="red" />
              ))}
            </div>
          </div>
          <Typography.Text type="secondary">{t('datasets.syncKept', { count: kept })}</Typography.Text>
          {sync.removed.length > 0 && (
            <div data-testid="sync-breaks">
              <Typography.Text strong>
                <WarningOutlined className="ts-ds-warn" /> {t('datasets.breaks')}
              </Typography.Text>
              {breaking.length > 0 ? (
                <List
                  size="small"
                  className="ts-ds-breaks"
                  rowKey="id"
                  dataSource={breaking}
                  renderItem={(s) => (
                    <List.Item>
                      <span>
                        {t('datasets.sectionOnPage', { section: s.title, page: s.page_name })}{' '}
                        {s.columns.map((c) => (
                          <Tag key={c} color="red">
                            {c}
                          </Tag>
                        ))}
                      </span>
                    </List.Item>
                  )}
                />
              ) : (
                <div className="ts-muted">{saved ? t('datasets.breaksNone') : t('datasets.breaksUnsaved')}</div>
              )}
            </div>
          )}
        </Space>
      )}
    </Modal>
  );
}
