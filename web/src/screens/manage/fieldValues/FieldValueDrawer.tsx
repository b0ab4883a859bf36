import { useRef } from 'react';
import {
  DrawerForm,
  ProForm,
  ProFormDependency,
  ProFormRadio,
  ProFormText,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type AppInfo, type SelectDiyRecord, type SelectDiySource } from '@tessera/schema/api';
import { saveSelectDiy } from '../../../api/options';
import { feedback } from '../../../lib/feedback';
import DatasetSelect from '../shared/DatasetSelect';
import OptionValuesEditor from '../shared/OptionValuesEditor';
import { toItems, toRows, type OptionRow } from '../shared/optionRows';
import { useValuesReady } from '../shared/useValuesReady';
import DatasetColumnFields from './DatasetColumnFields';

const KEY_PATTERN = new RegExp(INPUT_LIMITS.KEY_PATTERN);

interface Values {
  key: string;
  name: string;
  source: SelectDiySource;
  data_set_id: number | null;
  column_key: string | null;
  name_column_key: string | null;
  values: OptionRow[];
}

/**
 * Creates (`editing` 'new') or edits a custom select of the app: typed-in values, or a dataset column whose values
 * the designer snapshots; either way the values are edited in the grid.
 */
export default function FieldValueDrawer({
  app,
  editing,
  onClose,
  onSaved,
}: {
  app: AppInfo;
  editing: SelectDiyRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const valuesReady = useValuesReady();
  const formRef = useRef<ProFormInstance<Values>>(undefined);
  const record = editing === 'new' ? null : editing;
  const config = record?.config;
  return (
    <DrawerForm<Values>
      key={record?.id ?? 'new'}
      title={record ? t('fieldValues.editTitle') : t('fieldValues.addTitle')}
      open={editing !== null}
      width={760}
      onOpenChange={(open) => !open && onClose()}
      drawerProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      initialValues={{
        key: record?.key ?? '',
        name: record?.name ?? '',
        source: config?.source ?? 'manual',
        data_set_id: config?.data_set_id ?? null,
        column_key: config?.column_key ?? null,
        name_column_key: config?.name_column_key ?? null,
        values: toRows(config?.values ?? []),
      }}
      formRef={formRef}
      onValuesChange={(changed: Partial<Values>) => {
        // Another dataset has other columns.
        if ('data_set_id' in changed) formRef.current?.setFieldsValue({ column_key: null, name_column_key: null });
      }}
      onFinish={async (values) => {
        if (!valuesReady(values.values)) return false;
        const dataset = values.source === 'dataset';
        try {
          await saveSelectDiy({
            ...(record ? { id: record.id } : {}),
            app_id: app.id,
            key: values.key.trim(),
            name: values.name.trim(),
            config: {
              source: values.source,
              ...(dataset
                ? {
                    data_set_id: values.data_set_id,
                    column_key: values.column_key,
                    name_column_key: values.name_column_key ?? null,
                  }
                : {}),
              values: toItems(values.values),
            },
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
      <div data-testid="field-value-form">
        <ProForm.Group>
          <ProFormText
            name="key"
            label={t('manage.key')}
            width="sm"
            rules={[
              { required: true, whitespace: true, message: t('manage.keyRequired') },
              { pattern: KEY_PATTERN, message: t('manage.keyPattern') },
            ]}
            fieldProps={{ maxLength: INPUT_LIMITS.KEY, autoComplete: 'off' }}
          />
          <ProFormText
            name="name"
            label={t('manage.name')}
            width="md"
            rules={[{ required: true, whitespace: true, message: t('manage.nameRequired') }]}
            fieldProps={{ maxLength: INPUT_LIMITS.NAME }}
          />
        </ProForm.Group>
        <ProFormRadio.Group
          name="source"
          label={t('fieldValues.source')}
          radioType="button"
          options={[
            { value: 'manual', label: t('fieldValues.manual') },
            { value: 'dataset', label: t('fieldValues.dataset') },
          ]}
        />
        <ProFormDependency name={['source', 'data_set_id']}>
          {(values) =>
            values.source === 'dataset' && (
              <>
                <ProForm.Item
                  name="data_set_id"
                  label={t('fieldValues.datasetName')}
                  rules={[{ required: true, message: t('fieldValues.datasetRequired') }]}
                >
                  <DatasetSelect appId={app.id} testId="field-value-dataset" />
                </ProForm.Item>
                <DatasetColumnFields datasetId={values.data_set_id as number | null} />
                <Typography.Paragraph type="secondary">{t('fieldValues.snapshotHelp')}</Typography.Paragraph>
              </>
            )
          }
        </ProFormDependency>
        <ProForm.Item name="values" label={t('values.title')}>
          <OptionValuesEditor />
        </ProForm.Item>
      </div>
    </DrawerForm>
  );
}
