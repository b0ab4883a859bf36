import { useRef } from 'react';
import { Button, Form, Input, Radio, Space } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { ModalForm, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CATALOG_OR_PAGE,
  DATA_LEVELS,
  DEFAULT_DATA_LEVEL,
  INPUT_LIMITS,
  type CatalogSaveBody,
  type DataLevel,
} from '@tessera/schema/api';
import { isPageEntry } from '@tessera/schema/rules';
import { saveCatalogEntry } from '../../../api/catalog';
import { feedback } from '../../../lib/feedback';
import { suggestUrl, type CatalogNode } from './model';
import UserSelect from './UserSelect';

const URL_PATTERN = new RegExp(INPUT_LIMITS.ENTRY_URL_PATTERN);

/** What the modal does: create a catalog or a page under `parent` (null: the root), rename or edit `entry`. */
export type EntryModalMode =
  | { kind: 'create'; catalogOrPage: 1 | 2; parent: CatalogNode | null }
  | { kind: 'rename'; entry: CatalogNode }
  | { kind: 'edit'; entry: CatalogNode };

interface Values {
  name: string;
  name_en?: string | null;
  url?: string;
  data_level?: DataLevel;
  develop_charge_username?: string | null;
  work_charge_username?: string | null;
}

interface Props {
  mode: EntryModalMode | null;
  appId: number;
  appKey: string;
  tree: CatalogNode[];
  taken: ReadonlySet<string>;
  onClose: () => void;
  onSaved: (saved: { id?: number; parentId: number | null }) => void;
}

/** The new catalog / new page / rename / edit form of a catalog tree node. */
export default function EntryModal({ mode, appId, appKey, tree, taken, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const formRef = useRef<ProFormInstance<Values>>(undefined);
  // The url follows the name until the admin types one.
  const urlTouched = useRef(false);

  if (!mode) return null;
  const entry = mode.kind === 'create' ? null : mode.entry;
  const isPage = mode.kind === 'create' ? mode.catalogOrPage === CATALOG_OR_PAGE.PAGE : isPageEntry(mode.entry);
  const full = mode.kind !== 'rename';
  const parent = mode.kind === 'create' ? mode.parent : null;

  const suggestion = (name: string) =>
    suggestUrl({ name, parent, siblings: parent ? parent.childs : tree, appKey, taken });

  const title =
    mode.kind === 'create'
      ? isPage
        ? t('catalog.newPageTitle')
        : t('catalog.newCatalogTitle')
      : mode.kind === 'rename'
        ? t('catalog.renameTitle', { name: mode.entry.name })
        : t('catalog.editTitle', { name: mode.entry.name });

  const initialValues: Values = entry
    ? {
        name: entry.name,
        name_en: entry.name_en ?? '',
        url: entry.url ?? undefined,
        data_level: entry.data_level,
        develop_charge_username: entry.develop_charge_username,
        work_charge_username: entry.work_charge_username,
      }
    : { name: '', url: isPage ? suggestion('') : undefined, data_level: DEFAULT_DATA_LEVEL };

  const submit = async (values: Values) => {
    const body: CatalogSaveBody = { name: values.name.trim(), name_en: values.name_en?.trim() || null };
    if (mode.kind === 'create') {
      Object.assign(body, {
        app_id: appId,
        parent_id: mode.parent?.id ?? null,
        catalog_or_page: mode.catalogOrPage,
      });
    } else {
      body.id = mode.entry.id;
    }
    if (full && isPage) {
      Object.assign(body, {
        url: values.url?.trim(),
        data_level: values.data_level ?? DEFAULT_DATA_LEVEL,
        develop_charge_username: values.develop_charge_username ?? null,
        work_charge_username: values.work_charge_username ?? null,
      });
    }
    try {
      const saved = await saveCatalogEntry(body);
      feedback.message.success(mode.kind === 'create' ? t('catalog.created') : t('catalog.saved'));
      onSaved({ id: saved?.id, parentId: mode.kind === 'create' ? (mode.parent?.id ?? null) : mode.entry.parent_id });
      return true;
    } catch (err) {
      // The server's 400 (naming the field) or 409 (a duplicate url) as it words it.
      feedback.message.error((err as Error).message);
      return false;
    }
  };

  return (
    <ModalForm<Values>
      open
      title={title}
      width={520}
      formRef={formRef}
      initialValues={initialValues}
      modalProps={{
        destroyOnHidden: true,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onCancel: onClose,
        modalRender: (node) => <div data-testid="entry-modal">{node}</div>,
      }}
      onOpenChange={(open) => {
        if (!open) {
          urlTouched.current = false;
          onClose();
        }
      }}
      onValuesChange={(changed: Partial<Values>) => {
        if ('url' in changed) urlTouched.current = true;
        if ('name' in changed && isPage && mode.kind === 'create' && !urlTouched.current)
          formRef.current?.setFieldsValue({ url: suggestion(changed.name ?? '') });
      }}
      onFinish={submit}
    >
      {parent && (
        <Form.Item label={t('catalog.parent')}>
          <span>{parent.name}</span>
        </Form.Item>
      )}
      <ProFormText
        name="name"
        label={t('catalog.name')}
        rules={[{ required: true, whitespace: true, message: t('catalog.nameRequired') }]}
        fieldProps={{ maxLength: INPUT_LIMITS.ENTRY_NAME, autoFocus: true, autoComplete: 'off' }}
      />
      <ProFormText
        name="name_en"
        label={t('catalog.nameEn')}
        extra={t('catalog.nameEnHelp')}
        fieldProps={{ maxLength: INPUT_LIMITS.ENTRY_NAME, autoComplete: 'off', lang: 'en' }}
      />
      {full && isPage && (
        <>
          <Form.Item label={t('catalog.url')} required extra={t('catalog.urlHelp')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="url"
                noStyle
                rules={[
                  { required: true, whitespace: true, message: t('catalog.urlRequired') },
                  { pattern: URL_PATTERN, message: t('catalog.urlPattern') },
                ]}
              >
                <Input maxLength={INPUT_LIMITS.ENTRY_URL} autoComplete="off" aria-label={t('catalog.url')} />
              </Form.Item>
              <Button
                icon={<ThunderboltOutlined />}
                onClick={() => {
                  urlTouched.current = false;
                  const name = (formRef.current?.getFieldValue('name') as string | undefined) ?? '';
                  formRef.current?.setFieldsValue({ url: suggestion(name) });
                }}
              >
                {t('catalog.urlSuggest')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="data_level" label={t('catalog.dataLevel')} extra={t('catalog.levelAHelp')}>
            <Radio.Group
              optionType="button"
              options={DATA_LEVELS.map((level) => ({
                value: level,
                label: (
                  <span className={level === 'A' ? 'ts-level-a-option' : undefined}>
                    {t('catalog.levelOption', { level })}
                  </span>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item name="develop_charge_username" label={t('catalog.developCharge')}>
            <UserSelect testId="develop-charge" />
          </Form.Item>
          <Form.Item name="work_charge_username" label={t('catalog.workCharge')}>
            <UserSelect testId="work-charge" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
