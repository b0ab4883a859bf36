import {
  ModalForm,
  ProForm,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type AppInfo, type GlobalColumnRecord } from '@tessera/schema/api';
import { AGGREGATES, FORMATTERS, type Aggregate, type ColumnType, type Formatter } from '@tessera/schema/dsl';
import { saveGlobalColumn } from '../../../api/options';
import { feedback } from '../../../lib/feedback';
import ScopeField, { type Scope } from '../shared/ScopeField';

const COLUMN_KEY_PATTERN = new RegExp(INPUT_LIMITS.COLUMN_KEY_PATTERN);
/** The selects' "by type" choice: the field is left out and the server picks by the column's type. */
const BY_TYPE = '';

interface Values {
  column_key: string;
  column_name: string;
  column_type: ColumnType;
  formatter: Formatter | typeof BY_TYPE;
  aggregate: Aggregate | typeof BY_TYPE;
  description: string;
  scope: Scope;
}

/** Creates (`editing` 'new') or edits a global column: key, name, type, format, aggregate, description, scope. */
export default function ColumnModal({
  app,
  editing,
  onClose,
  onSaved,
}: {
  app: AppInfo;
  editing: GlobalColumnRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const record = editing === 'new' ? null : editing;
  const byType = { value: BY_TYPE, label: t('fields.defaultByType') };
  return (
    <ModalForm<Values>
      key={record?.id ?? 'new'}
      title={record ? t('fields.editTitle') : t('fields.addTitle')}
      open={editing !== null}
      width={560}
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true, okText: t('common.save'), cancelText: t('common.cancel') }}
      initialValues={{
        column_key: record?.column_key ?? '',
        column_name: record?.column_name ?? '',
        column_type: record?.column_type ?? 0,
        formatter: record?.formatter ?? BY_TYPE,
        aggregate: record?.aggregate ?? BY_TYPE,
        description: record?.description ?? '',
        scope: record && record.app_id === null ? 'shared' : 'app',
      }}
      onFinish={async (values) => {
        try {
          await saveGlobalColumn({
            ...(record ? { id: record.id } : {}),
            app_id: record ? record.app_id : values.scope === 'shared' ? null : app.id,
            column_key: values.column_key.trim(),
            column_name: values.column_name.trim(),
            column_type: values.column_type,
            // Left out, the server picks by type (indicators: thousands_point and SUM; dimensions none).
            ...(values.formatter !== BY_TYPE ? { formatter: values.formatter } : {}),
            ...(values.aggregate !== BY_TYPE ? { aggregate: values.aggregate } : {}),
            description: values.description.trim() || null,
          });
          feedback.message.success(t('manage.saved'));
          onSaved();
          return true;
        } catch (err) {
          feedback.message.error((err as Error).message);
          return false;
        }
      }}
    >
      <div data-testid="column-form">
        <ProForm.Group>
          <ProFormText
            name="column_key"
            label={t('fields.columnKey')}
            width="sm"
            rules={[
              { required: true, whitespace: true, message: t('manage.keyRequired') },
              { pattern: COLUMN_KEY_PATTERN, message: t('fields.columnKeyPattern') },
            ]}
            fieldProps={{ maxLength: INPUT_LIMITS.KEY, autoComplete: 'off' }}
          />
          <ProFormText
            name="column_name"
            label={t('fields.columnName')}
            width="sm"
            rules={[{ required: true, whitespace: true, message: t('manage.nameRequired') }]}
            fieldProps={{ maxLength: INPUT_LIMITS.NAME }}
          />
        </ProForm.Group>
        <ProFormRadio.Group
          name="column_type"
          label={t('fields.columnType')}
          radioType="button"
          options={[
            { value: 0, label: t('fields.dimension') },
            { value: 1, label: t('fields.indicator') },
          ]}
        />
        <ProForm.Group>
          <ProFormSelect
            name="formatter"
            label={t('fields.formatter')}
            width="sm"
            options={[byType, ...FORMATTERS.map((f) => ({ value: f, label: t(`formatters.${f}`) }))]}
          />
          <ProFormSelect
            name="aggregate"
            label={t('fields.aggregate')}
            width="sm"
            options={[byType, ...AGGREGATES.map((a) => ({ value: a, label: a }))]}
          />
        </ProForm.Group>
        <ProFormTextArea
          name="description"
          label={t('fields.description')}
          fieldProps={{ maxLength: INPUT_LIMITS.DESCRIPTION, autoSize: { minRows: 2, maxRows: 6 } }}
        />
        <ScopeField editing={!!record} appName={app.app_name} />
      </div>
    </ModalForm>
  );
}
