import { useRef, useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { GlobalAnnouncement } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { announcementOne, deleteAnnouncement, searchAnnouncements } from '../../api/social';
import { feedback } from '../../lib/feedback';
import AnnouncementEditor from './AnnouncementEditor';
import AnnouncementLevelTag from './AnnouncementLevelTag';
import { windowState } from './windowState';

const STATE_COLORS = { inForce: 'green', scheduled: 'blue', ended: 'default' } as const;
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** /announcement: the global announcements, newest first; new, edit, delete. The per-app one stays on the home page. */
export default function AnnouncementManage() {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  // undefined: no editor; null: a new announcement.
  const [editing, setEditing] = useState<GlobalAnnouncement | null | undefined>(undefined);

  const edit = async (id: number) => {
    try {
      setEditing(await announcementOne(id));
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };
  const remove = async (a: GlobalAnnouncement) => {
    try {
      await deleteAnnouncement(a.id);
      feedback.message.success(t('announcements.deleted'));
      void actionRef.current?.reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const windowText = (a: GlobalAnnouncement) => {
    if (!a.starts_at && !a.ends_at) return t('announcements.always');
    return [
      a.starts_at ? t('announcements.from', { time: time(a.starts_at) }) : '',
      a.ends_at ? t('announcements.until', { time: time(a.ends_at) }) : '',
    ]
      .filter(Boolean)
      .join(' ');
  };

  const columns: ProColumns<GlobalAnnouncement>[] = [
    {
      title: t('announcements.columnTitle'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, r) => <Typography.Text strong>{r.title}</Typography.Text>,
    },
    {
      title: t('announcements.level'),
      dataIndex: 'level',
      width: 90,
      render: (_, r) => <AnnouncementLevelTag level={r.level} />,
    },
    {
      title: t('announcements.status'),
      dataIndex: 'starts_at',
      width: 100,
      render: (_, r) => {
        const state = windowState(r);
        return <Tag color={STATE_COLORS[state]}>{t(`announcements.${state}`)}</Tag>;
      },
    },
    { title: t('announcements.window'), dataIndex: 'ends_at', width: 260, render: (_, r) => windowText(r) },
    { title: t('announcements.createdBy'), dataIndex: 'created_by', width: 110, ellipsis: true },
    { title: t('announcements.updatedAt'), dataIndex: 'updated_at', valueType: 'dateTime', width: 165 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, r) => (
        <Space size={4} wrap={false}>
          <Button type="link" size="small" data-testid="announcement-edit" onClick={() => void edit(r.id)}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('announcements.deleteConfirm', { title: r.title })}
            okText={t('common.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; remove catches its own errors
            onConfirm={() => remove(r)}
          >
            <Button type="link" size="small" danger data-testid="announcement-delete">
              {t('announcements.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="announcement-manage">
      <ProTable<GlobalAnnouncement, { keyword: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        search={false}
        cardBordered
        scroll={{ x: 1000 }}
        headerTitle={t('announcements.title')}
        tooltip={t('announcements.help')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{ defaultPageSize: PAGING.DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        toolbar={{
          search: {
            placeholder: t('announcements.search'),
            allowClear: true,
            style: { width: 220 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
          actions: [
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined />}
              data-testid="announcement-add"
              onClick={() => setEditing(null)}
            >
              {t('announcements.add')}
            </Button>,
          ],
        }}
        request={async (params) => {
          try {
            const page = await searchAnnouncements({
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
              search_content: params.keyword ?? '',
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            feedback.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      {editing !== undefined && (
        <AnnouncementEditor
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void actionRef.current?.reload();
          }}
        />
      )}
    </div>
  );
}
