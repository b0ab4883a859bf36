import { useMemo } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type Entry } from '@tessera/schema/api';
import { useAppStore } from '../../store';
import type { SaveToPage } from '../../api/looker';

export interface ConfigMeta {
  title: string;
  description?: string;
  remark?: string;
}

/** Save as a looker config: title (required), description and remark. */
export function SaveConfigDialog({
  open,
  initial,
  onCancel,
  onSave,
}: {
  open: boolean;
  initial: ConfigMeta;
  onCancel: () => void;
  onSave: (meta: ConfigMeta) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfigMeta>();
  return (
    <Modal
      open={open}
      title={t('looker.saveAs')}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSave)}
      okButtonProps={{ 'data-testid': 'looker-save-ok' }}
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="title"
          label={t('looker.configTitle')}
          rules={[{ required: true, whitespace: true, message: t('looker.titleRequired') }]}
        >
          <Input maxLength={INPUT_LIMITS.NAME} data-testid="looker-title" />
        </Form.Item>
        <Form.Item name="description" label={t('looker.description')}>
          <Input.TextArea maxLength={INPUT_LIMITS.DESCRIPTION} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('looker.remark')}>
          <Input maxLength={INPUT_LIMITS.DESCRIPTION} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface PageForm extends ConfigMeta {
  target: 'existing' | 'new';
  page_id?: number;
  name?: string;
  url?: string;
  show: 'table' | 'chart';
}

function pagesOf(entries: readonly Entry[]): { id: number; name: string; url: string }[] {
  return entries.flatMap((e) => [
    ...(e.catalog_or_page === 2 && typeof e.id === 'number' ? [{ id: e.id, name: e.name, url: e.url ?? '' }] : []),
    ...pagesOf(e.childs ?? []),
  ]);
}

/**
 * "Save to page": the view (table or chart) becomes a section draft of a page of the app, or of a new page; the
 * config is saved with it. A page named by the url's permissionId (or url) is chosen at first.
 */
export function SaveToPageDialog({
  open,
  initial,
  show,
  pageId,
  pageUrl,
  onCancel,
  onSave,
}: {
  open: boolean;
  initial: ConfigMeta;
  show: 'table' | 'chart';
  /** The url's permissionId, else its url: the page chosen at first. */
  pageId?: number;
  pageUrl?: string;
  onCancel: () => void;
  onSave: (meta: ConfigMeta, target: SaveToPage) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PageForm>();
  const entries = useAppStore((s) => s.entries);
  const pages = useMemo(() => pagesOf(entries), [entries]);
  const target = Form.useWatch('target', form);
  const submit = async () => {
    const values = await form.validateFields();
    const meta = { title: values.title, description: values.description, remark: values.remark };
    const to: SaveToPage =
      values.target === 'new'
        ? { show: values.show, new_page: { name: values.name ?? '', url: values.url ?? '' } }
        : { show: values.show, page_id: values.page_id ?? 0 };
    await onSave(meta, to);
  };
  return (
    <Modal
      open={open}
      title={t('looker.saveToPage')}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'looker-page-ok' }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          ...initial,
          target: 'existing',
          show,
          page_id: pageId ?? pages.find((p) => p.url === pageUrl)?.id,
        }}
      >
        <Form.Item
          name="title"
          label={t('looker.configTitle')}
          rules={[{ required: true, whitespace: true, message: t('looker.titleRequired') }]}
        >
          <Input maxLength={INPUT_LIMITS.NAME} data-testid="looker-page-title" />
        </Form.Item>
        <Form.Item name="show" label={t('looker.show')}>
          <Radio.Group
            options={[
              { value: 'chart', label: t('looker.chart') },
              { value: 'table', label: t('looker.table') },
            ]}
          />
        </Form.Item>
        <Form.Item name="target" label={t('looker.page')}>
          <Radio.Group
            options={[
              { value: 'existing', label: t('looker.existingPage') },
              { value: 'new', label: t('looker.newPage') },
            ]}
          />
        </Form.Item>
        {target === 'new' ? (
          <>
            <Form.Item name="name" label={t('looker.pageName')} rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={INPUT_LIMITS.ENTRY_NAME} />
            </Form.Item>
            <Form.Item
              name="url"
              label={t('looker.pageUrl')}
              rules={[
                { required: true },
                { pattern: new RegExp(INPUT_LIMITS.ENTRY_URL_PATTERN), message: t('looker.urlPattern') },
              ]}
            >
              <Input maxLength={INPUT_LIMITS.ENTRY_URL} placeholder="/app/page" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="page_id" rules={[{ required: true, message: t('looker.pageRequired') }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t('looker.pickPage')}
              options={pages.map((p) => ({ value: p.id, label: `${p.name} (${p.url})` }))}
              data-testid="looker-page-select"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
