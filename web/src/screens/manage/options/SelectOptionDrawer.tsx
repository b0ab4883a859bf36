import { DrawerForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type AppInfo, type GlobalSelectOptionRecord } from '@tessera/schema/api';
import { saveGlobalSelect } from '../../../api/options';
import { feedback } from '../../../lib/feedback';
import OptionValuesEditor from '../shared/OptionValuesEditor';
import { toItems, toRows, type OptionRow } from '../shared/optionRows';
import { useValuesReady } from '../shared/useValuesReady';
import ScopeField, { type Scope } from '../shared/ScopeField';

const KEY_PATTERN = new RegExp(INPUT_LIMITS.KEY_PATTERN);

interface Values {
  key: string;
  name: string;
  scope: Scope;
  values: OptionRow[];
}

/** Creates (`editing` 'new') or edits a global select option: key, name, scope and its values grid. */
export default function SelectOptionDrawer({
  app,
  editing,
  onClose,
  onSaved,
}: {
  app: AppInfo;
  editing: GlobalSelectOptionRecord | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const valuesReady = useValuesReady();
  const record = editing === 'new' ? null : editing;
  return (
    <DrawerForm<Values>
      key={record?.id ?? 'new'}
      title={record ? t('options.editTitle') : t('options.addTitle')}
      open={editing !== null}
      width={760}
      onOpenChange={(open) => !open && onClose()}
      drawerProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      initialValues={{
        key: record?.key ?? '',
        name: record?.name ?? '',
        scope: record && record.app_id === null ? 'shared' : 'app',
        values: toRows(record?.values ?? []),
      }}
      onFinish={async (values) => {
        if (!valuesReady(values.values)) return false;
        try {
          await saveGlobalSelect({
            ...(record ? { id: record.id } : {}),
            app_id: record ? record.app_id : values.scope === 'shared' ? null : app.id,
            key: values.key.trim(),
            name: values.name.trim(),
            values: toItems(values.values),
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
      <div data-testid="select-option-form" className="ts-manage-form">
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
        <ScopeField editing={!!record} appName={app.app_name} />
        <ProForm.Item name="values" label={t('values.title')}>
          <OptionValuesEditor />
        </ProForm.Item>
      </div>
    </DrawerForm>
  );
}
