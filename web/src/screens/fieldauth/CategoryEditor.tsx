import { useState } from 'react';
import { Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_AUTHORITY_LIMITS, type DatasetSummary, type FieldCategoryRecord } from '@tessera/schema/api';
import { saveCategory } from '../../api/fieldAuthority';
import { feedback } from '../../lib/feedback';
import { useDatasetColumns } from './useAppData';

type Picked = { data_set_id: number; column_key: string; label: string };

/** The modal that creates or edits a category: its name, description and columns picked from the app's datasets. */
export default function CategoryEditor({
  appId,
  datasets,
  editing,
  onClose,
  onSaved,
}: {
  appId: number;
  datasets: DatasetSummary[];
  /** null: a new category. */
  editing: FieldCategoryRecord | null;
  onClose: () => void;
  onSaved: (saved: FieldCategoryRecord) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [picked, setPicked] = useState<Picked[]>(
    (editing?.columns ?? []).map((c) => ({
      data_set_id: c.data_set_id,
      column_key: c.column_key,
      label: `${c.data_set_name} · ${c.column_name || c.column_key}`,
    })),
  );
  const [datasetId, setDatasetId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const columns = useDatasetColumns(datasetId);
  const datasetName = datasets.find((d) => d.id === datasetId)?.name ?? '';
  const inDataset = picked.filter((p) => p.data_set_id === datasetId).map((p) => p.column_key);

  const pickColumns = (keys: string[]) => {
    if (datasetId === null) return;
    const others = picked.filter((p) => p.data_set_id !== datasetId);
    const mine = keys.map((key) => ({
      data_set_id: datasetId,
      column_key: key,
      label: `${datasetName} · ${columns.find((c) => c.column_key === key)?.column_name ?? key}`,
    }));
    setPicked([...others, ...mine]);
  };

  const submit = async () => {
    if (!name.trim()) {
      feedback.message.warning(t('fieldauth.nameRequired'));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCategory({
        ...(editing ? { id: editing.id } : {}),
        app_id: appId,
        name: name.trim(),
        description,
        columns: picked.map(({ data_set_id, column_key }) => ({ data_set_id, column_key })),
      });
      feedback.message.success(t('fieldauth.saved'));
      onSaved(saved);
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={640}
      title={editing ? t('fieldauth.edit') : t('fieldauth.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'category-save' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('fieldauth.name')} required>
          <Input
            autoFocus
            maxLength={FIELD_AUTHORITY_LIMITS.NAME}
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="category-name"
          />
        </Form.Item>
        <Form.Item label={t('fieldauth.description')}>
          <Input
            maxLength={FIELD_AUTHORITY_LIMITS.DESCRIPTION}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('fieldauth.columns')}>
          <Space.Compact block>
            <Select<number>
              style={{ width: '40%' }}
              placeholder={t('fieldauth.pickDataset')}
              value={datasetId ?? undefined}
              onChange={setDatasetId}
              showSearch
              optionFilterProp="label"
              options={datasets.map((d) => ({ value: d.id, label: d.name }))}
              data-testid="category-dataset"
            />
            <Select<string[]>
              mode="multiple"
              style={{ width: '60%' }}
              placeholder={t('fieldauth.pickColumns')}
              disabled={datasetId === null}
              value={inDataset}
              onChange={pickColumns}
              optionFilterProp="label"
              options={columns.map((c) => ({ value: c.column_key, label: `${c.column_name} (${c.column_key})` }))}
              data-testid="category-columns"
            />
          </Space.Compact>
          <div className="ts-fieldauth-picked" data-testid="category-picked">
            {picked.map((p) => (
              <Tag
                key={`${p.data_set_id}:${p.column_key}`}
                closable
                onClose={() =>
                  setPicked(picked.filter((x) => x.data_set_id !== p.data_set_id || x.column_key !== p.column_key))
                }
              >
                {p.label}
              </Tag>
            ))}
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
