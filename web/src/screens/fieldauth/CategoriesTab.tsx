import { useEffect, useState } from 'react';
import { Button, Card, Empty, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetSummary, FieldCategoryRecord } from '@tessera/schema/api';
import { listCategories, removeCategory } from '../../api/fieldAuthority';
import { feedback } from '../../lib/feedback';
import CategoryEditor from './CategoryEditor';
import CategoryPeople from './CategoryPeople';

/** The categories of the app: search, add, edit, delete; the picked one's managers and users below. */
export default function CategoriesTab({ appId, datasets }: { appId: number; datasets: DatasetSummary[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [list, setList] = useState<FieldCategoryRecord[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<FieldCategoryRecord | 'new' | null>(null);

  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    let current = true;
    listCategories(appId, search).then(
      (page) => current && setList(page.list),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [appId, search, version]);

  const remove = async (category: FieldCategoryRecord) => {
    try {
      await removeCategory(category.id);
      if (selectedId === category.id) setSelectedId(null);
      reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  return (
    <div className="ts-fieldauth-categories">
      <Space className="ts-fieldauth-toolbar">
        <Input.Search
          allowClear
          placeholder={t('fieldauth.search')}
          onSearch={(v) => setSearch(v.trim())}
          data-testid="category-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="category-add">
          {t('fieldauth.add')}
        </Button>
      </Space>
      <Table<FieldCategoryRecord>
        rowKey="id"
        size="small"
        loading={list === null}
        dataSource={list ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('fieldauth.empty')} /> }}
        rowClassName={(r) => (r.id === selectedId ? 'is-selected' : '')}
        onRow={(r) => ({ onClick: () => setSelectedId(r.id), 'data-testid': `category-row-${r.name}` }) as never}
        columns={[
          { title: t('fieldauth.name'), dataIndex: 'name', width: 180, ellipsis: true },
          {
            title: t('fieldauth.columns'),
            render: (_, r) =>
              r.columns.map((c) => (
                <Tag key={`${c.data_set_id}:${c.column_key}`}>
                  {c.data_set_name} · {c.column_name || c.column_key}
                </Tag>
              )),
          },
          {
            title: t('fieldauth.who'),
            width: 200,
            render: (_, r) => t('fieldauth.counts', { managers: r.manager_count, users: r.user_count }),
          },
          {
            title: t('common.actions'),
            width: 100,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('fieldauth.edit')}
                  onClick={(e) => {
                    e.stopPropagation();
                    setEditing(r);
                  }}
                />
                <Popconfirm
                  title={t('fieldauth.confirmDelete', { name: r.name })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => void remove(r)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('fieldauth.delete')}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Card size="small" className="ts-fieldauth-people">
        {selectedId === null ? (
          <Empty description={t('fieldauth.pick')} />
        ) : (
          <div className="ts-fieldauth-people-grid" key={selectedId}>
            <CategoryPeople categoryId={selectedId} kind="manager" onChanged={reload} />
            <CategoryPeople categoryId={selectedId} kind="user" onChanged={reload} />
          </div>
        )}
      </Card>
      {editing && (
        <CategoryEditor
          appId={appId}
          datasets={datasets}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelectedId(saved.id);
            reload();
          }}
        />
      )}
    </div>
  );
}
