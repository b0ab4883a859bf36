import { useState } from 'react';
import { Alert, Button, Checkbox, Collapse, Form, Input, InputNumber, Modal, Radio, Select, Space, Tag } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DB_CONNECT_TIMEOUT_MS,
  DB_CONNECTION_CHARSETS,
  DB_CONNECTION_KINDS,
  DB_CONNECTION_REGIONS,
  INPUT_LIMITS,
  type ConnectTestFailure,
  type ConnectTestResult,
  type DbConnectionInfo,
  type FieldError,
} from '@tessera/schema/api';
import { ApiError } from '../../../api/client';
import { saveConnection, testConnection } from '../../../api/connections';
import { useAppStore } from '../../../store';
import { bodyOf, fieldMessages, SHARED_APP, valuesOf, type ConnectionValues } from './connectionForm';
import { DEFAULT_PORTS, KIND_LABELS } from './kinds';

type TestOutcome =
  { ok: true; result: ConnectTestResult } | { ok: false; message: string; reason: ConnectTestFailure['reason'] | null };

interface Props {
  /** 'new': a new connection; else the connection to edit. The parent mounts the form per opening. */
  editing: DbConnectionInfo | 'new';
  onClose: () => void;
  onSaved: (saved: DbConnectionInfo) => void;
}

/** Server field names → form fields (options are flat in the form). */
const FORM_FIELD: Record<string, keyof ConnectionValues> = {
  'options.ssl': 'ssl',
  'options.charset': 'charset',
  'options.timezone': 'timezone',
  'options.connect_timeout': 'connect_timeout',
};

function TestResult({ outcome }: { outcome: TestOutcome }) {
  const { t } = useTranslation();
  if (!outcome.ok)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="db-test-result"
        message={
          <Space size={8} wrap>
            {outcome.reason && <Tag color="error">{t(`dbConfig.test.reasons.${outcome.reason}`)}</Tag>}
            <span>{outcome.message}</span>
          </Space>
        }
      />
    );
  const { result } = outcome;
  return (
    <Space direction="vertical" className="ts-db-test" data-testid="db-test-result">
      <Alert type="success" showIcon message={t('dbConfig.test.ok')} description={result.version || undefined} />
      {result.warning && (
        <Alert
          type="warning"
          showIcon
          data-testid="db-test-warning"
          message={t('dbConfig.test.excessTitle')}
          description={
            <>
              <div>{result.warning}</div>
              <div className="ts-db-test-privileges">
                {result.excess_privileges.map((p) => (
                  <Tag key={p} color="warning">
                    {p}
                  </Tag>
                ))}
              </div>
            </>
          }
        />
      )}
    </Space>
  );
}

/** Create or edit a connection, per kind; test it before (or without) saving. The password is never shown back. */
export default function ConnectionForm({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConnectionValues>();
  const apps = useAppStore((s) => s.apps);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const existing = editing === 'new' ? null : editing;
  const kind = Form.useWatch('kind', form);
  const keepPassword = Form.useWatch('keep_password', form);

  /** A refusal: field errors on their fields (as the server worded them), anything else above the buttons. */
  const showError = (err: unknown) => {
    const e = err as ApiError;
    const errors = (e.data as { errors?: FieldError[] } | null)?.errors;
    if (e instanceof ApiError && errors?.length) {
      const texts = fieldMessages(
        e.message,
        errors.map((f) => f.field),
      );
      form.setFields(
        errors.map((f) => ({
          name: FORM_FIELD[f.field] ?? (f.field as keyof ConnectionValues),
          errors: [texts[f.field] ?? e.message],
        })),
      );
    } else if (e instanceof ApiError && e.status === 409) form.setFields([{ name: 'name', errors: [e.message] }]);
    else setFormError(e.message);
  };

  const test = async () => {
    setFormError(null);
    setOutcome(null);
    let values: ConnectionValues;
    try {
      // The name is not needed to connect.
      const fields = Object.keys(form.getFieldsValue()).filter((f) => f !== 'name') as (keyof ConnectionValues)[];
      await form.validateFields(fields);
      values = form.getFieldsValue(true) as ConnectionValues;
    } catch {
      return;
    }
    setTesting(true);
    try {
      setOutcome({ ok: true, result: await testConnection(bodyOf(values, existing?.id ?? null)) });
    } catch (err) {
      const e = err as ApiError;
      const failure = e instanceof ApiError ? (e.data as ConnectTestFailure | null) : null;
      if (failure?.ok === false) setOutcome({ ok: false, message: e.message, reason: failure.reason });
      else showError(err);
    } finally {
      setTesting(false);
    }
  };

  const save = async (values: ConnectionValues) => {
    setFormError(null);
    setSaving(true);
    try {
      onSaved(await saveConnection(bodyOf(values, existing?.id ?? null)));
    } catch (err) {
      showError(err);
    } finally {
      setSaving(false);
    }
  };

  const network = kind !== 'sqlite';
  const required = [{ required: true, message: t('dbConfig.form.required') }];
  return (
    <Modal
      open
      width={680}
      title={existing ? t('dbConfig.form.editTitle', { name: existing.name }) : t('dbConfig.form.newTitle')}
      onCancel={onClose}
      footer={
        <div className="ts-db-form-footer">
          <Button icon={<ApiOutlined />} loading={testing} onClick={() => void test()} data-testid="db-test">
            {t('dbConfig.form.test')}
          </Button>
          <span className="ts-db-console-spacer" />
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="db-save">
            {t('common.save')}
          </Button>
        </div>
      }
    >
      <Form<ConnectionValues>
        form={form}
        initialValues={valuesOf(existing)}
        layout="vertical"
        className="ts-db-form"
        data-testid="db-connection-form"
        onFinish={(values) => void save({ ...form.getFieldsValue(true), ...values } as ConnectionValues)}
        onValuesChange={() => setOutcome(null)}
      >
        <div className="ts-db-form-grid">
          <Form.Item name="name" label={t('dbConfig.form.name')} rules={required} className="ts-db-span-2">
            <Input maxLength={100} data-testid="db-name" />
          </Form.Item>
          <Form.Item name="kind" label={t('dbConfig.form.kind')} className="ts-db-span-2">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              data-testid="db-kind"
              options={DB_CONNECTION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            />
          </Form.Item>
          <Form.Item name="region" label={t('dbConfig.form.region')}>
            <Select
              data-testid="db-region"
              options={DB_CONNECTION_REGIONS.map((r) => ({ value: r, label: t(`dbConfig.regions.${r}`) }))}
            />
          </Form.Item>
          <Form.Item name="app_id" label={t('dbConfig.form.app')} tooltip={t('dbConfig.form.appHelp')}>
            <Select
              showSearch
              optionFilterProp="label"
              options={[
                { value: SHARED_APP, label: t('dbConfig.form.shared') },
                ...apps.map((a) => ({ value: a.id, label: a.app_name })),
              ]}
            />
          </Form.Item>
          {network ? (
            <>
              <Form.Item name="host" label={t('dbConfig.form.host')} rules={required}>
                <Input maxLength={255} placeholder="db.example.com" data-testid="db-host" />
              </Form.Item>
              <Form.Item name="port" label={t('dbConfig.form.port')}>
                <InputNumber
                  min={1}
                  max={65535}
                  precision={0}
                  className="ts-db-full"
                  placeholder={String(DEFAULT_PORTS[kind === 'postgres' ? 'postgres' : 'mysql'])}
                  data-testid="db-port"
                />
              </Form.Item>
              <Form.Item name="username" label={t('dbConfig.form.username')} rules={required}>
                <Input maxLength={100} autoComplete="off" data-testid="db-username" />
              </Form.Item>
              <Form.Item label={t('dbConfig.form.password')} className="ts-db-password">
                {existing?.has_password && (
                  <Form.Item name="keep_password" valuePropName="checked" noStyle>
                    <Checkbox data-testid="db-keep-password">{t('dbConfig.form.keepPassword')}</Checkbox>
                  </Form.Item>
                )}
                {!(existing?.has_password && keepPassword) && (
                  <Form.Item name="password" noStyle>
                    <Input.Password
                      maxLength={500}
                      autoComplete="new-password"
                      placeholder={existing?.has_password ? t('dbConfig.form.newPassword') : undefined}
                      data-testid="db-password"
                    />
                  </Form.Item>
                )}
              </Form.Item>
              <Form.Item
                name="database_name"
                label={kind === 'postgres' ? t('dbConfig.form.database') : t('dbConfig.form.databaseOptional')}
                rules={kind === 'postgres' ? required : undefined}
                className="ts-db-span-2"
              >
                <Input maxLength={100} data-testid="db-database-name" />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="file"
              label={t('dbConfig.form.file')}
              extra={t('dbConfig.form.fileHelp')}
              rules={required}
              className="ts-db-span-2"
            >
              <Input maxLength={500} placeholder="shop/sales.sqlite" data-testid="db-file" />
            </Form.Item>
          )}
        </div>
        {network && (
          <Collapse
            ghost
            size="small"
            items={[
              {
                key: 'advanced',
                label: t('dbConfig.form.advanced'),
                forceRender: true,
                children: (
                  <div className="ts-db-form-grid">
                    <Form.Item name="ssl" label="SSL">
                      <Select
                        options={(['off', 'verify', 'no-verify'] as const).map((v) => ({
                          value: v,
                          label: t(`dbConfig.form.ssl.${v}`),
                        }))}
                      />
                    </Form.Item>
                    {kind === 'mysql' && (
                      <Form.Item name="charset" label={t('dbConfig.form.charset')}>
                        <Select
                          allowClear
                          placeholder="utf8mb4"
                          options={DB_CONNECTION_CHARSETS.map((c) => ({ value: c, label: c }))}
                        />
                      </Form.Item>
                    )}
                    <Form.Item
                      name="timezone"
                      label={t('dbConfig.form.timezone')}
                      extra={t('dbConfig.form.timezoneHelp')}
                    >
                      <Input maxLength={INPUT_LIMITS.SEARCH} placeholder="local" />
                    </Form.Item>
                    <Form.Item name="connect_timeout" label={t('dbConfig.form.connectTimeout')}>
                      <InputNumber
                        min={DB_CONNECT_TIMEOUT_MS.MIN}
                        max={DB_CONNECT_TIMEOUT_MS.MAX}
                        step={1000}
                        precision={0}
                        className="ts-db-full"
                        placeholder={String(DB_CONNECT_TIMEOUT_MS.DEFAULT)}
                      />
                    </Form.Item>
                  </div>
                ),
              },
            ]}
          />
        )}
        {outcome && <TestResult outcome={outcome} />}
        {formError && <Alert type="error" showIcon message={formError} className="ts-db-form-error" />}
      </Form>
    </Modal>
  );
}
