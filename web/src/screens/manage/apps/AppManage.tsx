import { useCallback, useRef, useState } from 'react';
import { Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { COMMON_APP_KEY, ONLINE_STATUS, type AppInfo } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { deleteApp, searchApps, updateApp } from '../../../api/manage';
import { feedback } from '../../../lib/feedback';
import AppAvatar from '../../../layout/AppAvatar';
import { useAppStore } from '../../../store';
import AnnouncementModal from './AnnouncementModal';
import AppFormModal from './AppFormModal';
import { refreshApps } from './refreshApps';
import '../shared/manage.css';
import { useContentNames } from '../../../lib/contentLang';

const keepSwitcher = () => refreshApps().catch((err: unknown) => console.warn('[tessera] app list', err));

/** /admin/app/manage: every app, online or not, with its key, icon, order and announcement. */
export default function AppManage() {
  const { t } = useTranslation();
  const { appName } = useContentNames();
  const actionRef = useRef<ActionType>(undefined);
  const currentId = useAppStore((s) => s.currentApp?.id);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<AppInfo | 'new' | null>(null);
  const [announcing, setAnnouncing] = useState<AppInfo | null>(null);
  const closeAnnouncement = useCallback(() => setAnnouncing(null), []);

  const changed = () => {
    void actionRef.current?.reload();
    void keepSwitcher();
  };

  const setOnline = async (app: AppInfo, online: boolean) => {
    try {
      await updateApp({ id: app.id, status: online ? ONLINE_STATUS.ONLINE : ONLINE_STATUS.OFFLINE });
      feedback.message.success(
        t('apps.statusChanged', { name: app.app_name, status: online ? t('apps.onlineNow') : t('apps.offlineNow') }),
      );
      changed();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const remove = async (app: AppInfo) => {
    try {
      await deleteApp(app.id);
      feedback.message.success(t('apps.deleted', { name: app.app_name }));
      changed();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<AppInfo>[] = [
    {
      title: t('apps.name'),
      dataIndex: 'app_name',
      width: 240,
      render: (_, app) => (
        <span className="ts-app-name-cell">
          <AppAvatar app={app} size={28} />
          <Typography.Text strong ellipsis>
            {appName(app)}
          </Typography.Text>
          {app.id === currentId && <Tag color="blue">{t('apps.current')}</Tag>}
        </span>
      ),
    },
    {
      title: t('apps.key'),
      dataIndex: 'app_key',
      width: 170,
      render: (_, app) => <span className="ts-manage-key">{app.app_key}</span>,
    },
    {
      title: t('apps.status'),
      dataIndex: 'status',
      width: 110,
      render: (_, app) => (
        <Switch
          size="small"
          checked={app.status === ONLINE_STATUS.ONLINE}
          checkedChildren={t('apps.online')}
          unCheckedChildren={t('apps.offline')}
          onChange={(online) => void setOnline(app, online)}
          aria-label={`${app.app_name} ${t('apps.status')}`}
        />
      ),
    },
    { title: t('apps.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 210,
      render: (_, app) => {
        const workbench = app.app_key === COMMON_APP_KEY;
        return (
          <Space size={4} wrap={false}>
            <Button type="link" size="small" onClick={() => setEditing(app)} data-testid="app-edit">
              {t('manage.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setAnnouncing(app)} data-testid="app-announcement">
              {t('apps.announcement')}
            </Button>
            <Tooltip title={workbench ? t('apps.workbenchApp') : undefined}>
              <Popconfirm
                title={t('apps.confirmDelete', { name: app.app_name })}
                description={t('apps.confirmDeleteDesc')}
                okText={t('common.ok')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.cancel')}
                disabled={workbench}
                // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; remove catches its own errors
                onConfirm={() => remove(app)}
              >
                <Button type="link" size="small" danger disabled={workbench}>
                  {t('manage.delete')}
                </Button>
              </Popconfirm>
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ts-manage" data-testid="app-manage">
      <ProTable<AppInfo, { keyword: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        search={false}
        cardBordered
        scroll={{ x: 820 }}
        headerTitle={t('manage.titles.apps')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('manage.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('apps.search'),
            allowClear: true,
            style: { width: 240 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
        }}
        toolBarRender={() => [
          <Button
            key="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="app-add"
          >
            {t('apps.add')}
          </Button>,
        ]}
        request={async (params) => {
          try {
            const page = await searchApps({
              search_content: params.keyword ?? '',
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            feedback.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <AppFormModal editing={editing} onClose={() => setEditing(null)} onSaved={changed} />
      <AnnouncementModal app={announcing} onClose={closeAnnouncement} />
    </div>
  );
}
