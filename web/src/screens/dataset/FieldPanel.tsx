import { useEffect, useState } from 'react';
import { Alert, Form, Input, List, Radio, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AGGREGATES,
  COLUMN_TYPES,
  DEFAULT_AGGREGATE,
  DEFAULT_INDICATOR_FORMATTER,
  FORMATTERS,
  type Aggregate,
  type ColumnType,
  type DatasetColumn,
  type Formatter,
} from '@tessera/schema/dsl';
import type { DatasetUse } from '@tessera/schema/api';
import { ApiError } from '../../api/client';
import { indicatorDetail } from '../../api/datasets';
import DisplayValuesEditor from './DisplayValuesEditor';
import { withEnglish } from './draft';
import EnglishInput, { EnglishTextArea } from './EnglishInput';
import { aggregateLabel, formatterLabel } from './labels';

/** The sections whose config names this indicator (saved datasets only: the server reads the stored pages). */
function IndicatorUsage({ datasetId, columnKey }: { datasetId?: number; columnKey: string }) {
  const { t } = useTranslation();
  const asked = `${datasetId}:${columnKey}`;
  // The answer names what it answers, so a panel switched to another field never shows the last one's.
  const [answer, setAnswer] = useState<{ asked: string; uses?: DatasetUse[]; failed?: string } | null>(null);

  useEffect(() => {
    if (!datasetId) return;
    let live = true;
    indicatorDetail(datasetId, columnKey).then(
      (detail) => live && setAnswer({ asked, uses: detail.sections }),
      // A field added since the last save is not stored yet (404): nothing uses it.
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 404) setAnswer({ asked, uses: [] });
        else setAnswer({ asked, failed: (err as Error).message });
      },
    );
    return () => {
      live = false;
    };
  }, [datasetId, columnKey, asked]);

  const current = answer?.asked === asked ? answer : null;
  const uses = current?.uses ?? null;
  if (!datasetId) return <Typography.Text type="secondary">{t('datasets.indicatorUnsaved')}</Typography.Text>;
  if (current?.failed) return <Typography.Text type="secondary">{current.failed}</Typography.Text>;
  if (uses === null) return null;
  if (uses.length === 0) return <Typography.Text type="secondary">{t('datasets.indicatorUnused')}</Typography.Text>;
  return (
    <List
      size="small"
      data-testid="indicator-usage"
      dataSource={uses}
      renderItem={(use) => (
        <List.Item>
          {t('datasets.sectionOnPage', { section: use.title, page: use.page_name })}
          {use.url && <Typography.Text type="secondary">{use.url}</Typography.Text>}
        </List.Item>
      )}
    />
  );
}

/**
 * One field's settings (the data-model editor's per-field panel): label, dimension or indicator with its default
 * aggregate, formatter, description, visibility in the field lists, display values, and where an indicator is used.
 */
export default function FieldPanel({
  column,
  datasetId,
  onChange,
  errors,
}: {
  column: DatasetColumn;
  datasetId?: number;
  onChange: (next: DatasetColumn) => void;
  /** Messages of the last save about this column, by the rest of their pointer (`/display_values/1/value`). */
  errors: { at: string; message: string }[];
}) {
  const { t } = useTranslation();
  const indicator = column.column_type === COLUMN_TYPES.INDICATOR;
  const patch = (p: Partial<DatasetColumn>) => {
    const next: DatasetColumn = { ...column, ...p };
    for (const key of Object.keys(p) as (keyof DatasetColumn)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const setType = (type: ColumnType) =>
    type === COLUMN_TYPES.INDICATOR
      ? patch({
          column_type: type,
          aggregate: column.aggregate ?? DEFAULT_AGGREGATE,
          formatter: column.formatter ?? DEFAULT_INDICATOR_FORMATTER,
        })
      : patch({ column_type: type, aggregate: undefined });
  const english = column.i18n?.en;
  const setEnglish = (key: 'column_name' | 'description', text: string) => onChange(withEnglish(column, key, text));

  return (
    <Form layout="vertical" className="ts-ds-panel" data-testid="field-panel">
      <div className="ts-ds-panel-head">
        <Typography.Text code strong>
          {column.column_key}
        </Typography.Text>
        {column.data_type && (
          <Tag>
            {t('datasets.dataType')}: {column.data_type}
          </Tag>
        )}
      </div>
      {errors.length > 0 && (
        <Alert type="error" showIcon className="ts-ds-panel-errors" message={errors.map((e) => e.message).join('；')} />
      )}
      <Form.Item label={t('datasets.label')}>
        <div className="ts-ds-bilingual">
          <Input
            data-testid="field-label"
            aria-label={t('datasets.label')}
            value={column.column_name}
            onChange={(e) => patch({ column_name: e.target.value })}
          />
          <EnglishInput
            testId="field-label-en"
            label={t('datasets.label')}
            value={english?.column_name ?? ''}
            fallback={column.column_name}
            onChange={(text) => setEnglish('column_name', text)}
          />
        </div>
      </Form.Item>
      <Form.Item label={t('datasets.type')}>
        <Radio.Group
          data-testid="field-type"
          optionType="button"
          value={column.column_type}
          onChange={(e) => setType(e.target.value as ColumnType)}
          options={[
            { value: COLUMN_TYPES.DIMENSION, label: t('datasets.dimension') },
            { value: COLUMN_TYPES.INDICATOR, label: t('datasets.indicator') },
          ]}
        />
      </Form.Item>
      {indicator && (
        <Form.Item label={t('datasets.aggregate')}>
          <Select<Aggregate>
            data-testid="field-aggregate"
            value={column.aggregate ?? DEFAULT_AGGREGATE}
            onChange={(aggregate) => patch({ aggregate })}
            options={AGGREGATES.map((a) => ({ value: a, label: aggregateLabel(t, a) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('datasets.formatter')}>
        <Select<Formatter>
          data-testid="field-formatter"
          allowClear
          placeholder={t('datasets.formatterNone')}
          value={column.formatter}
          onChange={(formatter) => patch({ formatter })}
          options={FORMATTERS.map((f) => ({ value: f, label: formatterLabel(t, f) }))}
        />
      </Form.Item>
      <Form.Item label={t('datasets.description')}>
        <Input.TextArea
          data-testid="field-description"
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={column.description ?? ''}
          onChange={(e) => patch({ description: e.target.value || undefined })}
        />
        <EnglishTextArea
          testId="field-description-en"
          label={t('datasets.description')}
          value={english?.description ?? ''}
          fallback={column.description ?? ''}
          onChange={(text) => setEnglish('description', text)}
        />
      </Form.Item>
      <Form.Item label={t('datasets.visible')} extra={t('datasets.visibleHelp')}>
        <Switch
          data-testid="field-visible"
          checked={column.is_show !== 0}
          onChange={(shown) => patch({ is_show: shown ? undefined : 0 })}
        />
      </Form.Item>
      <Form.Item label={t('datasets.displayValues')} extra={t('datasets.displayValuesHelp')}>
        <DisplayValuesEditor
          values={column.display_values ?? []}
          onChange={(values) => patch({ display_values: values.length > 0 ? values : undefined })}
        />
      </Form.Item>
      {indicator && (
        <Form.Item label={t('datasets.indicatorDetail')}>
          <IndicatorUsage datasetId={datasetId} columnKey={column.column_key} />
        </Form.Item>
      )}
    </Form>
  );
}
