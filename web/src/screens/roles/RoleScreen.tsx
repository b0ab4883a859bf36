import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Empty, Input, List, Modal, Popconfirm, Result, Tabs, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROLE_LIMITS, type AppInfo, type RoleRecord } from '@tessera/schema/api';
import { addRole, deleteRole, listRoles, updateRole } from '../../api/roles';
import { feedback } from '../../lib/feedback';
import { useAppStore } from '../../store';
import RoleMembers from './RoleMembers';
import RolePages from './RolePages';
import RoleTypes from './RoleTypes';
import './roles.css';

/** A role being named: a new one (no id) or a rename. */
type Naming = { id: number | null; name: string };

/** /user/role: the current app's roles, and for the one picked its pages, permission types and members. */
export default function RoleScreen() {
  const { t } = useTranslation();
  const app = useAppStore((s) => s.currentApp);
  if (!app) return <Result status="info" title={t('roles.noApp')} />;
  // A new app is a new screen: nothing picked, the list loaded afresh.
  return <AppRoles key={app.id} app={app} />;
}

function AppRoles({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<RoleRecord[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    try {
      setRoles(await listRoles(app.id));
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  }, [app]);

  useEffect(() => {
    let current = true;
    listRoles(app.id).then(
      (list) => current && setRoles(list),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [app.id]);

  const selected = roles?.find((r) => r.id === selectedId) ?? null;

  const submitName = async () => {
    if (!naming) return;
    const name = naming.name.trim();
    if (!name) {
      feedback.message.warning(t('roles.nameRequired'));
      return;
    }
    setSaving(true);
    try {
      const role =
        naming.id === null
          ? await addRole({ app_id: app.id, name, permission_types: [] })
          : await updateRole({ id: naming.id, name });
      setNaming(null);
      await reload();
      setSelectedId(role.id);
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (role: RoleRecord) => {
    try {
      await deleteRole(role.id);
      if (selectedId === role.id) setSelectedId(null);
      await reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const changed = () => void reload();

  return (
    <div className="ts-roles" data-testid="role-screen">
      <Card
        className="ts-roles-list"
        size="small"
        title={<span className="ts-roles-list-title">{t('roles.appRoles', { app: app.app_name })}</span>}
        extra={
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setNaming({ id: null, name: '' })}
            data-testid="role-add"
          >
            {t('roles.add')}
          </Button>
        }
      >
        <List<RoleRecord>
          loading={roles === null}
          dataSource={roles ?? []}
          locale={{ emptyText: <Empty description={t('roles.empty')} /> }}
          renderItem={(role) => (
            <List.Item
              className={role.id === selectedId ? 'ts-role-item is-selected' : 'ts-role-item'}
              onClick={() => setSelectedId(role.id)}
              data-testid={`role-item-${role.name}`}
              actions={[
                <Button
                  key="rename"
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('roles.rename')}
                  onClick={(e) => {
                    e.stopPropagation();
                    setNaming({ id: role.id, name: role.name });
                  }}
                />,
                <Popconfirm
                  key="delete"
                  title={t('roles.confirmDelete', { name: role.name })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => void remove(role)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('roles.delete')}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={<Typography.Text ellipsis={{ tooltip: role.name }}>{role.name}</Typography.Text>}
                description={t('roles.counts', { pages: role.url_count, users: role.user_count })}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card className="ts-roles-detail" size="small" title={selected?.name ?? t('roles.title')}>
        {selected ? (
          <Tabs
            key={selected.id}
            items={[
              {
                key: 'pages',
                label: <span data-testid="role-tab-pages">{t('roles.tabs.pages')}</span>,
                children: <RolePages role={selected} onSaved={changed} />,
              },
              {
                key: 'types',
                label: <span data-testid="role-tab-types">{t('roles.tabs.types')}</span>,
                children: <RoleTypes role={selected} onSaved={changed} />,
              },
              {
                key: 'users',
                label: <span data-testid="role-tab-users">{t('roles.tabs.users')}</span>,
                children: <RoleMembers role={selected} onChanged={changed} />,
              },
            ]}
          />
        ) : (
          <Empty description={t('roles.pick')} />
        )}
      </Card>
      <Modal
        open={!!naming}
        title={naming?.id === null ? t('roles.add') : t('roles.rename')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void submitName()}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          placeholder={t('roles.name')}
          maxLength={ROLE_LIMITS.NAME}
          value={naming?.name ?? ''}
          onChange={(e) => setNaming((n) => (n ? { ...n, name: e.target.value } : n))}
          onPressEnter={() => void submitName()}
          data-testid="role-name-input"
        />
      </Modal>
    </div>
  );
}
