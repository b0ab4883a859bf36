import { useMemo, useState } from 'react';
import { Alert, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { ClearOutlined, SnippetsOutlined } from '@ant-design/icons';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS } from '@tessera/schema/api';
import { feedback } from '../../../lib/feedback';
import { emptyRow, rowProblems, type OptionRow } from './optionRows';
import PasteValuesDialog from './PasteValuesDialog';
import './manage.css';

/** The server's bound of an option list. */
export const MAX_VALUES = 5000;
const VALUE_MAX_LENGTH = 500;
const PAGE_SIZE = 10;

/**
 * The values of an option list as an editable grid: every row is editable in place, rows are added one by one or
 * pasted from a spreadsheet, and repeated values (the server's rule) are marked before anything is saved. Used as a
 * form control: `value` and `onChange`.
 */
export default function OptionValuesEditor({
  value = [],
  onChange,
}: {
  value?: OptionRow[];
  onChange?: (rows: OptionRow[]) => void;
}) {
  const { t } = useTranslation();
  const [pasting, setPasting] = useState(false);
  const [page, setPage] = useState(1);
  const problems = useMemo(() => rowProblems(value), [value]);
  const change = (rows: OptionRow[]) => onChange?.(rows);

  const columns: ProColumns<OptionRow>[] = [
    {
      title: '#',
      dataIndex: 'index',
      valueType: 'indexBorder',
      width: 48,
      editable: false,
      render: (_, __, index) => (page - 1) * PAGE_SIZE + index + 1,
    },
    {
      title: t('values.name'),
      dataIndex: 'name',
      fieldProps: { maxLength: INPUT_LIMITS.NAME, placeholder: t('values.name'), 'aria-label': t('values.name') },
    },
    {
      title: t('values.value'),
      dataIndex: 'value',
      fieldProps: { maxLength: VALUE_MAX_LENGTH, placeholder: t('values.value'), 'aria-label': t('values.value') },
    },
    {
      title: '',
      dataIndex: 'state',
      width: 64,
      editable: false,
      render: (_, row) =>
        problems.duplicateKeys.has(row.key) ? <Tag color="error">{t('values.rowDuplicate')}</Tag> : null,
    },
    { title: t('common.actions'), valueType: 'option', width: 72 },
  ];

  return (
    <div className="ts-values" data-testid="values-editor">
      <Space className="ts-values-tools" wrap>
        <Typography.Text type="secondary" data-testid="values-count">
          {t('values.count', { count: value.length })}
        </Typography.Text>
        <Button icon={<SnippetsOutlined />} onClick={() => setPasting(true)} data-testid="values-paste">
          {t('values.paste')}
        </Button>
        <Popconfirm
          title={t('values.confirmClear', { count: value.length })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          disabled={value.length === 0}
          onConfirm={() => change([])}
        >
          <Button icon={<ClearOutlined />} disabled={value.length === 0}>
            {t('values.clear')}
          </Button>
        </Popconfirm>
      </Space>
      {problems.duplicateValues.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="values-duplicates"
          message={t('values.duplicates', {
            values: problems.duplicateValues.slice(0, 10).join(t('manage.listSeparator')),
          })}
        />
      )}
      {problems.blankRows.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('values.blanks', { rows: problems.blankRows.slice(0, 10).join(t('manage.listSeparator')) })}
        />
      )}
      <EditableProTable<OptionRow>
        rowKey="key"
        size="small"
        columns={columns}
        value={value}
        onChange={(rows) => change([...rows])}
        controlled
        maxLength={MAX_VALUES}
        locale={{ emptyText: t('values.empty') }}
        rowClassName={(row) => (problems.duplicateKeys.has(row.key) ? 'ts-values-duplicate' : '')}
        pagination={{ pageSize: PAGE_SIZE, current: page, onChange: setPage, hideOnSinglePage: true, size: 'small' }}
        recordCreatorProps={{
          position: 'bottom',
          newRecordType: 'dataSource',
          record: () => emptyRow(),
          creatorButtonText: t('values.add'),
        }}
        editable={{
          type: 'multiple',
          editableKeys: value.map((row) => row.key),
          // Our own button: the grid's built-in one is worded by pro-components, not in the app's language.
          actionRender: (row) => [
            <Button
              key="delete"
              type="link"
              size="small"
              danger
              onClick={() => change(value.filter((r) => r.key !== row.key))}
            >
              {t('manage.delete')}
            </Button>,
          ],
          onValuesChange: (_, rows) => change(rows),
        }}
      />
      <PasteValuesDialog
        open={pasting}
        existing={value}
        onClose={() => setPasting(false)}
        onPaste={(rows, mode) => {
          const next = mode === 'append' ? [...value, ...rows] : rows;
          if (next.length > MAX_VALUES) {
            feedback.message.error(t('values.tooMany', { max: MAX_VALUES }));
            return;
          }
          change(next);
          setPage(Math.max(1, Math.ceil(next.length / PAGE_SIZE)));
          feedback.message.success(t('values.pasted', { count: rows.length }));
        }}
      />
    </div>
  );
}
