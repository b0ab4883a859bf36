import {
  ModalForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { COMMON_APP_KEY, INPUT_LIMITS, ONLINE_STATUS, type AppInfo } from '@tessera/schema/api';
import { addApp, updateApp } from '../../../api/manage';
import { feedback } from '../../../lib/feedback';
import AppImageField from './AppImageField';
import { IMAGE_URL_PATTERN } from './imageData';

const APP_KEY_PATTERN = new RegExp(INPUT_LIMITS.APP_KEY_PATTERN);

interface Values {
  app_name: string;
  app_name_en?: string | null;
  app_key: string;
  image_url: string;
  online: boolean;
  sort: number;
}

/** Adds (`editing` 'new') or edits an app: name, key (the rules of a url segment), icon, online, order. */
export default function AppFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: AppInfo | 'new' | null;
  onClose: () => void;
  onSaved: (app: AppInfo, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const record = editing === 'new' ? null : editing;
  const workbench = record?.app_key === COMMON_APP_KEY;
  return (
    <ModalForm<Values>
      key={record?.id ?? 'new'}
      title={record ? t('apps.editTitle') : t('apps.addTitle')}
      open={editing !== null}
      width={560}
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true, okText: t('common.save'), cancelText: t('common.cancel') }}
      initialValues={{
        app_name: record?.app_name ?? '',
        app_name_en: record?.app_name_en ?? '',
        app_key: record?.app_key ?? '',
        image_url: record?.image_url ?? '',
        online: record ? record.status === ONLINE_STATUS.ONLINE : true,
        sort: record?.sort ?? 0,
      }}
      onFinish={async (values) => {
        const body = {
          app_name: values.app_name.trim(),
          app_name_en: values.app_name_en?.trim() || null,
          app_key: values.app_key.trim(),
          image_url: values.image_url?.trim() || null,
          status: values.online ? ONLINE_STATUS.ONLINE : ONLINE_STATUS.OFFLINE,
          sort: values.sort ?? 0,
        };
        try {
          const saved = record ? await updateApp({ id: record.id, ...body }) : await addApp(body);
          feedback.message.success(record ? t('apps.updated') : t('apps.added', { name: saved.app_name }));
          onSaved(saved, !record);
          return true;
        } catch (err) {
          feedback.message.error((err as Error).message);
          return false;
        }
      }}
    >
      <div data-testid="app-form">
        <ProFormText
          name="app_name"
          label={t('apps.name')}
          rules={[{ required: true, whitespace: true, message: t('apps.nameRequired') }]}
          fieldProps={{ maxLength: INPUT_LIMITS.APP_NAME }}
        />
        <ProFormText
          name="app_name_en"
          label={t('apps.nameEn')}
          extra={t('apps.nameEnHelp')}
          fieldProps={{ maxLength: INPUT_LIMITS.APP_NAME, lang: 'en' }}
        />
        <ProFormText
          name="app_key"
          label={t('apps.key')}
          extra={workbench ? t('apps.workbenchApp') : t('apps.keyHelp')}
          disabled={workbench}
          rules={[
            { required: true, whitespace: true, message: t('apps.keyRequired') },
            { pattern: APP_KEY_PATTERN, message: t('apps.keyPattern') },
          ]}
          fieldProps={{ maxLength: INPUT_LIMITS.APP_KEY, autoComplete: 'off' }}
        />
        <ProFormDependency name={['app_name', 'app_key']}>
          {(values) => (
            <ProForm.Item
              name="image_url"
              label={t('apps.image')}
              extra={t('apps.imageHelp')}
              rules={[{ pattern: IMAGE_URL_PATTERN, message: t('apps.imagePattern') }]}
            >
              <AppImageField name={String(values.app_name ?? '')} appKey={String(values.app_key ?? '')} />
            </ProForm.Item>
          )}
        </ProFormDependency>
        <ProForm.Group>
          <ProFormSwitch
            name="online"
            label={t('apps.status')}
            fieldProps={{ checkedChildren: t('apps.online'), unCheckedChildren: t('apps.offline') }}
          />
          <ProFormDigit
            name="sort"
            label={t('apps.sort')}
            tooltip={t('apps.sortHelp')}
            width="xs"
            fieldProps={{ precision: 0 }}
          />
        </ProForm.Group>
      </div>
    </ModalForm>
  );
}
