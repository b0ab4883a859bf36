import { useState } from 'react';
import { Alert, App, Button, Checkbox, Form, List, Modal, TreeSelect, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@tessera/schema/api';
import { pointerErrorsOf, type PointerError } from '../../../api/documentErrors';
import { importTemplate, type TemplateImportResult } from '../../../api/templates';
import PointerErrors from '../page/PointerErrors';
import { catalogOptions } from './entryOptions';

interface Props {
  open: boolean;
  appId: number;
  /** The app's menu tree, for picking the target catalog. */
  entries: readonly Entry[];
  /** The catalog picked at first (the node the dialog was opened from); null: the app's top level. */
  parentId: number | null;
  onClose: () => void;
  onImported: (result: TemplateImportResult) => void;
}

const TOP = 0;

/**
 * Imports a template bundle file into a catalog. The server checks the whole file first and stores nothing while any
 * error remains; the errors are listed against the file's JSON Pointers.
 */
export default function ImportTemplateDialog({ open, appId, entries, parentId, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [target, setTarget] = useState<number>(parentId ?? TOP);
  const [file, setFile] = useState<{ name: string; bundle: unknown } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<PointerError[]>([]);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TemplateImportResult | null>(null);

  const pick = async (picked: File) => {
    setErrors([]);
    setResult(null);
    const text = await picked.text();
    try {
      setFile({ name: picked.name, bundle: JSON.parse(text) as unknown });
      setFileError(null);
    } catch (err) {
      setFile(null);
      setFileError(t('templates.notJson', { error: (err as Error).message }));
    }
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setErrors([]);
    try {
      const done = await importTemplate({
        app_id: appId,
        bundle: file.bundle,
        parent_id: target === TOP ? null : target,
        replace,
      });
      setResult(done);
      void message.success(t('templates.imported', { pages: done.pages.length }));
      onImported(done);
    } catch (err) {
      const found = pointerErrorsOf(err);
      if (found.length) setErrors(found);
      else void message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('templates.importTitle')}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      data-testid="template-import"
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!file}
          loading={busy}
          onClick={() => void submit()}
          data-testid="template-import-submit"
        >
          {t('templates.import')}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label={t('templates.targetCatalog')}>
          <TreeSelect<number>
            value={target}
            onChange={setTarget}
            treeDefaultExpandAll
            treeData={[{ value: TOP, title: t('templates.topLevel'), children: [] }, ...catalogOptions(entries)]}
            data-testid="template-import-target"
          />
        </Form.Item>
        <Form.Item label={t('templates.file')}>
          <Upload
            accept=".json,application/json"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(picked) => {
              void pick(picked);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="template-import-file">
              {t('templates.pickFile')}
            </Button>
          </Upload>
          {file && <Typography.Text style={{ marginLeft: 12 }}>{file.name}</Typography.Text>}
        </Form.Item>
        <Form.Item extra={t('templates.replaceHelp')}>
          <Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)}>
            {t('templates.replace')}
          </Checkbox>
        </Form.Item>
      </Form>
      {fileError && <Alert type="error" showIcon message={fileError} style={{ marginBottom: 12 }} />}
      {errors.length > 0 && <PointerErrors title={t('templates.invalid', { count: errors.length })} errors={errors} />}
      {result && (
        <List
          size="small"
          data-testid="template-import-result"
          header={t('templates.imported', { pages: result.pages.length })}
          dataSource={result.pages}
          renderItem={(p) => (
            <List.Item>
              {t('templates.importedPage', { name: p.name, url: p.url })}{' '}
              <Typography.Text type="secondary">{p.created ? t('templates.created') : t('templates.updated')}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
