import { useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TYPES, type PermissionType, type RoleRecord } from '@tessera/schema/api';
import { updateRole } from '../../api/roles';
import { feedback } from '../../lib/feedback';

/** The personal permission types the role gives its members in the app. */
export default function RoleTypes({ role, onSaved }: { role: RoleRecord; onSaved: () => void }) {
  const { t } = useTranslation();
  const [types, setTypes] = useState<PermissionType[]>(role.permission_types);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await updateRole({ id: role.id, permission_types: types });
      feedback.message.success(t('roles.savedTypes'));
      onSaved();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" data-testid="role-types">
      <Typography.Text type="secondary">{t('roles.typesHint')}</Typography.Text>
      <Checkbox.Group
        value={types}
        onChange={(v) => setTypes(v)}
        options={PERMISSION_TYPES.map((p) => ({ value: p, label: t(`roles.types.${p}`) }))}
        className="ts-role-types"
      />
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-types-save">
        {t('roles.saveTypes')}
      </Button>
    </Space>
  );
}
