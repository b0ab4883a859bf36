import { useEffect, useState } from 'react';
import {
  DrawerForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormList,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INPUT_LIMITS,
  MONITOR_CHANGE_MODES,
  MONITOR_CONDITIONS,
  MONITOR_LIMITS,
  MONITOR_Z_PRESETS,
  type AppInfo,
  type MonitorConditionType,
  type MonitorRecord,
  type MonitorSaveBody,
} from '@tessera/schema/api';
import type { DatasetColumn, FilterCondition } from '@tessera/schema/dsl';
import { datasetWithColumns } from '../../api/manage';
import { saveMonitor } from '../../api/monitors';
import { feedback } from '../../lib/feedback';
import DatasetSelect from '../manage/shared/DatasetSelect';
import SubscriberSelect from './SubscriberSelect';

/** A filter the form edits: a text column equal (or not) to any of some values; other conditions pass through. */
interface FilterRow {
  key: string;
  operator: 'eq' | 'ne';
  values: string[];
}

const FILTER_OPERATORS = ['eq', 'ne'] as const;

function isFormFilter(c: FilterCondition): boolean {
  return c.value_type === 'string' && (c.operator === 'eq' || c.operator === 'ne') && Array.isArray(c.values);
}

const toRows = (conditions: FilterCondition[]): FilterRow[] =>
  conditions
    .filter(isFormFilter)
    .map((c) => ({ key: c.key, operator: c.operator as FilterRow['operator'], values: (c.values ?? []).map(String) }));

const toConditions = (rows: FilterRow[] | undefined): FilterCondition[] =>
  (rows ?? [])
    .filter((r) => r.key && r.values.length > 0)
    .map((r) => ({ key: r.key, value_type: 'string', operator: r.operator, values: r.values }));

interface Values {
  filters: FilterRow[];
  name: string;
  dataset_id: number | null;
  indicator: string;
  time_column: string | null;
  condition_type: MonitorConditionType;
  threshold: number;
  change_mode: MonitorSaveBody['change_mode'];
  periods: number;
  cron: string;
  subscriber_ids: number[];
  webhook_url: string;
  webhook_secret: string;
  enabled: boolean;
}

const THRESHOLD_LABEL = {
  z_value: 'monitor.thresholdZ',
  no_data: 'monitor.thresholdHours',
} as const;
const thresholdLabel = (type: MonitorConditionType) =>
  type === 'z_value' || type === 'no_data' ? THRESHOLD_LABEL[type] : 'monitor.threshold';

/** The columns of the chosen dataset, read when it changes. */
function useColumns(datasetId: number | null | undefined): DatasetColumn[] {
  const [read, setRead] = useState<{ id: number; columns: DatasetColumn[] } | null>(null);
  useEffect(() => {
    if (!datasetId) return;
    let current = true;
    datasetWithColumns(datasetId).then(
      (d) => current && setRead({ id: datasetId, columns: d.columns }),
      () => current && setRead({ id: datasetId, columns: [] }),
    );
    return () => {
      current = false;
    };
  }, [datasetId]);
  return read && read.id === datasetId ? read.columns : [];
}

const columnOptions = (columns: DatasetColumn[], type: 0 | 1) =>
  columns
    .filter((c) => c.column_type === type)
    .map((c) => ({ value: c.column_key, label: `${c.column_name} (${c.column_key})` }));

/**
 * Creates (`editing` 'new') or edits a monitor: dataset, indicator, condition, schedule, subscribers, webhook. The
 * caller keys it by the monitor edited, so its state starts afresh for each.
 */
export default function MonitorDrawer({
  app,
  editing,
  onClose,
  onSaved,
}: {
  app: AppInfo;
  editing: MonitorRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const record = editing === 'new' ? null : editing;
  const [datasetId, setDatasetId] = useState<number | null>(record?.dataset_id ?? null);
  const columns = useColumns(datasetId);

  return (
    <DrawerForm<Values>
      key={record?.id ?? 'new'}
      title={record ? t('monitor.editTitle') : t('monitor.addTitle')}
      open={editing !== null}
      width={640}
      onOpenChange={(open) => !open && onClose()}
      drawerProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onValuesChange={(changed: Partial<Values>) => {
        if ('dataset_id' in changed) setDatasetId(changed.dataset_id ?? null);
      }}
      initialValues={{
        name: record?.name ?? '',
        dataset_id: record?.dataset_id ?? null,
        indicator: record?.indicator,
        time_column: record?.time_column ?? null,
        filters: toRows(record?.filter_condition ?? []),
        condition_type: record?.condition_type ?? 'above',
        threshold: record?.threshold,
        change_mode: record?.change_mode ?? 'absolute',
        periods: record?.periods ?? 7,
        cron: record?.cron ?? '0 9 * * *',
        subscriber_ids: record?.subscribers.map((s) => s.id) ?? [],
        webhook_url: record?.webhook_url ?? '',
        webhook_secret: '',
        enabled: record ? record.enabled === 1 : true,
      }}
      onFinish={async (values) => {
        try {
          await saveMonitor({
            ...(record ? { id: record.id } : {}),
            name: values.name.trim(),
            dataset_id: values.dataset_id ?? undefined,
            indicator: values.indicator,
            time_column: values.time_column ?? null,
            // Conditions this form does not edit (saved through the API) are kept as they are.
            filter_condition: [
              ...(record?.filter_condition ?? []).filter((c) => !isFormFilter(c)),
              ...toConditions(values.filters),
            ],
            condition_type: values.condition_type,
            threshold: values.threshold,
            change_mode: values.change_mode,
            periods: values.periods,
            cron: values.cron.trim(),
            subscriber_ids: values.subscriber_ids,
            webhook_url: values.webhook_url.trim() || null,
            // Empty on an edit keeps the stored secret; on a new monitor it means none.
            ...(values.webhook_secret || !record ? { webhook_secret: values.webhook_secret } : {}),
            enabled: values.enabled ? 1 : 0,
          });
          feedback.message.success(t('monitor.saved'));
          onSaved();
          return true;
        } catch (err) {
          feedback.message.error((err as Error).message);
          return false;
        }
      }}
    >
      <div data-testid="monitor-form">
        <ProFormText
          name="name"
          label={t('monitor.name')}
          rules={[{ required: true, whitespace: true, message: t('monitor.nameRequired') }]}
          fieldProps={{ maxLength: INPUT_LIMITS.NAME, autoComplete: 'off', id: 'monitor-name' }}
        />
        <ProForm.Item
          name="dataset_id"
          label={t('monitor.dataset')}
          rules={[{ required: true, message: t('monitor.datasetRequired') }]}
        >
          <DatasetSelect appId={app.id} testId="monitor-dataset" allowClear={false} />
        </ProForm.Item>
        <ProForm.Group>
          <ProFormSelect
            name="indicator"
            label={t('monitor.indicator')}
            width="sm"
            options={columnOptions(columns, 1)}
            rules={[{ required: true, message: t('monitor.indicatorRequired') }]}
            fieldProps={{ 'data-testid': 'monitor-indicator' } as object}
          />
          <ProFormSelect
            name="time_column"
            label={t('monitor.timeColumn')}
            tooltip={t('monitor.timeColumnHelp')}
            width="sm"
            options={columnOptions(columns, 0)}
            fieldProps={{ 'data-testid': 'monitor-time-column' } as object}
          />
        </ProForm.Group>
        <ProFormList
          name="filters"
          label={t('monitor.filters')}
          creatorButtonProps={{ creatorButtonText: t('monitor.addFilter') }}
          creatorRecord={{ operator: 'eq', values: [] }}
          copyIconProps={false}
        >
          <ProForm.Group>
            <ProFormSelect
              name="key"
              width={170}
              placeholder={t('monitor.filterColumn')}
              options={columnOptions(columns, 0)}
              rules={[{ required: true, message: t('monitor.filterColumn') }]}
            />
            <ProFormSelect
              name="operator"
              width={130}
              allowClear={false}
              options={FILTER_OPERATORS.map((o) => ({ value: o, label: t(`monitor.filterOperators.${o}`) }))}
            />
            <ProFormSelect
              name="values"
              width={160}
              mode="tags"
              placeholder={t('monitor.filterValues')}
              fieldProps={{ open: false, tokenSeparators: [','] }}
            />
          </ProForm.Group>
        </ProFormList>
        <ProFormSelect
          name="condition_type"
          label={t('monitor.condition')}
          allowClear={false}
          options={MONITOR_CONDITIONS.map((c) => ({ value: c, label: t(`monitor.conditions.${c}`) }))}
          fieldProps={{ 'data-testid': 'monitor-condition' } as object}
        />
        <ProFormDependency name={['condition_type']}>
          {(values, form) => {
            const type = values.condition_type as MonitorConditionType;
            return (
              <ProForm.Group>
                <ProFormDigit
                  name="threshold"
                  label={t(thresholdLabel(type))}
                  width="sm"
                  min={type === 'z_value' || type === 'no_data' ? 0 : Number.MIN_SAFE_INTEGER}
                  fieldProps={{ id: 'monitor-threshold' }}
                  rules={[{ required: true, message: t('monitor.thresholdRequired') }]}
                />
                {type === 'z_value' && (
                  <ProForm.Item label={t('monitor.presets')}>
                    <Space size={4}>
                      {MONITOR_Z_PRESETS.map((z) => (
                        <Button key={z} size="small" onClick={() => form.setFieldValue('threshold', z)}>
                          ±{z}
                        </Button>
                      ))}
                    </Space>
                  </ProForm.Item>
                )}
                {type === 'z_value' && (
                  <ProFormDigit
                    name="periods"
                    label={t('monitor.periods')}
                    width="xs"
                    min={MONITOR_LIMITS.PERIODS_MIN}
                    max={MONITOR_LIMITS.PERIODS_MAX}
                    fieldProps={{ precision: 0 }}
                  />
                )}
                {type === 'change' && (
                  <ProFormRadio.Group
                    name="change_mode"
                    label={t('monitor.changeMode')}
                    radioType="button"
                    options={MONITOR_CHANGE_MODES.map((m) => ({ value: m, label: t(`monitor.changeModes.${m}`) }))}
                  />
                )}
              </ProForm.Group>
            );
          }}
        </ProFormDependency>
        <ProFormText
          name="cron"
          label={t('monitor.cron')}
          extra={t('monitor.cronHelp')}
          rules={[{ required: true, whitespace: true, message: t('monitor.cronRequired') }]}
          fieldProps={{ maxLength: MONITOR_LIMITS.CRON, autoComplete: 'off', id: 'monitor-cron' }}
        />
        <ProForm.Item name="subscriber_ids" label={t('monitor.subscribers')}>
          <SubscriberSelect known={record?.subscribers ?? []} />
        </ProForm.Item>
        <ProFormText
          name="webhook_url"
          label={t('monitor.webhookUrl')}
          fieldProps={{ maxLength: MONITOR_LIMITS.WEBHOOK_URL, autoComplete: 'off', id: 'monitor-webhook' }}
        />
        <ProFormText.Password
          name="webhook_secret"
          label={t('monitor.webhookSecret')}
          extra={t('monitor.webhookSecretHelp')}
          placeholder={record?.has_webhook_secret ? t('monitor.webhookSecretKept') : undefined}
          fieldProps={{ maxLength: MONITOR_LIMITS.WEBHOOK_SECRET, autoComplete: 'new-password', id: 'monitor-secret' }}
        />
        <ProFormSwitch name="enabled" label={t('monitor.enabled')} />
      </div>
    </DrawerForm>
  );
}
