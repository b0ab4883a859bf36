import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PointerError } from '../../../api/documentErrors';

/** Problems of a document, each against its JSON Pointer (a page on save, a template bundle on import). */
export default function PointerErrors({
  title,
  errors,
  onClose,
}: {
  title: string;
  errors: PointerError[];
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      closable={!!onClose}
      onClose={onClose}
      style={{ marginBottom: 12 }}
      data-testid="pointer-errors"
      message={title}
      description={
        <Table<PointerError & { key: number }>
          size="small"
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={errors.map((e, key) => ({ ...e, key }))}
          columns={[
            {
              title: t('templates.pointer'),
              dataIndex: 'pointer',
              width: '40%',
              render: (pointer: string) => <code style={{ wordBreak: 'break-all' }}>{pointer || '/'}</code>,
            },
            { title: t('templates.message'), dataIndex: 'message' },
          ]}
        />
      }
    />
  );
}
