import { useEffect, useState } from 'react';
import { Button, Input, Modal, Select, Space, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIELD_AUTHORITY_LIMITS } from '@tessera/schema/api';
import { userAttributes, saveUserAttributes } from '../../api/fieldAuthority';
import { feedback } from '../../lib/feedback';

type Row = { key: string; values: string[] };

/** A user's custom attributes (key → values), which row rules compare columns with; saved whole. */
export default function UserAttributesModal({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    userAttributes(username).then(
      (answer) => current && setRows(Object.entries(answer.attributes).map(([key, values]) => ({ key, values }))),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [username]);

  const update = (index: number, change: Partial<Row>) =>
    setRows((list) => list?.map((row, i) => (i === index ? { ...row, ...change } : row)) ?? null);

  const save = async () => {
    if (!rows) return;
    setSaving(true);
    try {
      const attributes = Object.fromEntries(rows.filter((r) => r.key.trim()).map((r) => [r.key.trim(), r.values]));
      await saveUserAttributes(username, attributes);
      feedback.message.success(t('fieldauth.saved'));
      onClose();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={620}
      title={t('fieldauth.attributesOf', { name: username })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'attributes-save' }}
      destroyOnHidden
    >
      {rows === null ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="attributes">
          {rows.map((row, index) => (
            <Space.Compact block key={index}>
              <Input
                style={{ width: '35%' }}
                placeholder={t('fieldauth.attribute')}
                maxLength={FIELD_AUTHORITY_LIMITS.ATTRIBUTE_KEY}
                value={row.key}
                onChange={(e) => update(index, { key: e.target.value })}
                data-testid={`attribute-${index}-key`}
              />
              <Select
                mode="tags"
                open={false}
                style={{ width: '58%' }}
                placeholder={t('fieldauth.values')}
                value={row.values}
                onChange={(values: string[]) => update(index, { values })}
                data-testid={`attribute-${index}-values`}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('fieldauth.delete')}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              />
            </Space.Compact>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => setRows([...rows, { key: '', values: [] }])}
            data-testid="attribute-add"
          >
            {t('fieldauth.addAttribute')}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
