import { useRef, useState } from 'react';
import { Alert, Button, Form, Space, Table, Tag, Typography } from 'antd';
import { CaretRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetPreview } from '@tessera/schema/api';
import { previewDataset } from '../../api/datasets';
import { pointerErrorsOf } from '../../api/documentErrors';
import { ParamValueInput } from './ParamsTable';
import { sourceBody, type DatasetDraft } from './draft';

/** A cell as text: objects (JSON columns) as JSON, NULL as an empty mark. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The first rows of the definition as it stands in the editor (saved or not), its parameters at typed values. */
export default function PreviewTab({ draft, appId }: { draft: DatasetDraft; appId: number }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string | number | undefined>>({});
  const [result, setResult] = useState<DatasetPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const params = draft.source === 'sql' ? draft.params : [];

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setError(null);
    try {
      const given = Object.fromEntries(
        Object.entries(values).filter((e): e is [string, string | number] => e[1] !== undefined),
      );
      setResult(await previewDataset({ ...sourceBody(draft, appId), values: given }, controller.signal));
    } catch (err) {
      if (controller.signal.aborted) return;
      const problems = pointerErrorsOf(err);
      setError(problems.length > 0 ? problems.map((p) => p.message).join('\n') : (err as Error).message);
      setResult(null);
    } finally {
      if (abort.current === controller) setRunning(false);
    }
  };

  return (
    <div className="ts-ds-preview" data-testid="dataset-preview">
      {params.length > 0 && (
        <Form layout="inline" className="ts-ds-preview-params">
          <Typography.Text strong className="ts-ds-preview-title">
            {t('datasets.paramValues')}
          </Typography.Text>
          {params.map((p) => (
            <Form.Item key={p.name} label={<code>{p.name}</code>}>
              <ParamValueInput
                type={p.type}
                testId={`preview-param-${p.name}`}
                value={values[p.name] ?? p.default}
                placeholder={t('datasets.noDefault')}
                onChange={(v) => setValues((prev) => ({ ...prev, [p.name]: v }))}
              />
            </Form.Item>
          ))}
        </Form>
      )}
      <Space className="ts-ds-preview-bar">
        <Button
          type="primary"
          icon={<CaretRightOutlined />}
          loading={running}
          disabled={!draft.connection_id}
          data-testid="preview-run"
          onClick={() => void run()}
        >
          {t('datasets.run')}
        </Button>
        {result ? (
          <Typography.Text type="secondary" data-testid="preview-status">
            {t('datasets.previewRows', { count: result.rows.length })} ·{' '}
            {t('datasets.previewElapsed', { ms: result.elapsed_ms })}
            {result.truncated && <Tag className="ts-ds-more">{t('datasets.previewMore')}</Tag>}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {draft.connection_id ? t('datasets.previewHint') : t('datasets.pickConnection')}
          </Typography.Text>
        )}
      </Space>
      {error && <Alert type="error" showIcon className="ts-ds-pre" message={error} data-testid="preview-error" />}
      {result && (
        <Table<Record<string, unknown> & { __row: number }>
          data-testid="preview-table"
          size="small"
          bordered
          rowKey="__row"
          pagination={false}
          scroll={{ x: 'max-content', y: 440 }}
          locale={{ emptyText: t('datasets.previewEmpty') }}
          dataSource={result.rows.map((row, i) => ({ ...row, __row: i }))}
          columns={result.columns.map((name) => ({
            title: name,
            key: name,
            ellipsis: true,
            width: Math.min(240, Math.max(90, name.length * 9 + 24)),
            render: (_: unknown, row: Record<string, unknown>) => cellText(row[name]),
          }))}
        />
      )}
    </div>
  );
}
