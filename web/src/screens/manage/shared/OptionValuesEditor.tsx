import { useMemo, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ClearOutlined, PlusOutlined, SnippetsOutlined } from '@ant-design/icons';
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
 * form control: `value` and `onChange`. A plain antd table of inputs, a page at a time: pro-components' editable
 * table keeps form state for every row and froze the page for seconds on a pasted list of 5000.
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

  const update = (key: string, patch: Partial<Pick<OptionRow, 'name' | 'value'>>) =>
    change(value.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const lastPage = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
  const add = () => {
    if (value.length >= MAX_VALUES) {
      feedback.message.error(t('values.tooMany', { max: MAX_VALUES }));
      return;
    }
    change([...value, emptyRow()]);
    setPage(lastPage(value.length + 1));
  };

  const columns: TableColumnsType<OptionRow> = [
    { title: '#', key: 'index', width: 56, render: (_, __, index) => (page - 1) * PAGE_SIZE + index + 1 },
    {
      title: t('values.name'),
      dataIndex: 'name',
      render: (_, row) => (
        <Input
          value={row.name}
          maxLength={INPUT_LIMITS.NAME}
          placeholder={t('values.name')}
          aria-label={t('values.name')}
          onChange={(e) => update(row.key, { name: e.target.value })}
        />
      ),
    },
    {
      title: t('values.value'),
      dataIndex: 'value',
      render: (_, row) => (
        <Input
          value={row.value}
          maxLength={VALUE_MAX_LENGTH}
          placeholder={t('values.value')}
          aria-label={t('values.value')}
          status={problems.duplicateKeys.has(row.key) ? 'error' : undefined}
          onChange={(e) => update(row.key, { value: e.target.value })}
        />
      ),
    },
    {
      key: 'state',
      width: 64,
      render: (_, row) =>
        problems.duplicateKeys.has(row.key) ? <Tag color="error">{t('values.rowDuplicate')}</Tag> : null,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 72,
      render: (_, row) => (
        <Button type="link" size="small" danger onClick={() => change(value.filter((r) => r.key !== row.key))}>
          {t('manage.delete')}
        </Button>
      ),
    },
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
      <Table<OptionRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={value}
        locale={{ emptyText: t('values.empty') }}
        rowClassName={(row) => (problems.duplicateKeys.has(row.key) ? 'ts-values-duplicate' : '')}
        pagination={{
          pageSize: PAGE_SIZE,
          current: Math.min(page, lastPage(value.length)),
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
          size: 'small',
        }}
        footer={() => (
          <Button type="dashed" block icon={<PlusOutlined />} onClick={add} data-testid="values-add">
            {t('values.add')}
          </Button>
        )}
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
          setPage(lastPage(next.length));
          feedback.message.success(t('values.pasted', { count: rows.length }));
        }}
      />
    </div>
  );
}
