import { useEffect, useState } from 'react';
import { Button, List, Popconfirm, Space, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryPerson } from '@tessera/schema/api';
import { categoryPeople, editCategoryPeople, type PersonKind } from '../../api/fieldAuthority';
import { feedback } from '../../lib/feedback';
import UserSelect from '../workbench/tree/UserSelect';

/** The managers or the users of a category: the user search select to add one, and a remove action per person. */
export default function CategoryPeople({
  categoryId,
  kind,
  onChanged,
}: {
  categoryId: number;
  kind: PersonKind;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<CategoryPerson[] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    categoryPeople(kind, categoryId).then(
      (page) => current && setPeople(page.list),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [categoryId, kind, version]);

  const change = async (username: string, operate: 'add' | 'remove') => {
    setBusy(true);
    try {
      await editCategoryPeople(kind, { category_id: categoryId, usernames: [username], operate });
      if (operate === 'add') setPicked(null);
      setVersion((v) => v + 1);
      onChanged();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid={`category-${kind}s`}>
      <Typography.Title level={5}>{t(kind === 'manager' ? 'fieldauth.managers' : 'fieldauth.users')}</Typography.Title>
      <Space.Compact block>
        <UserSelect value={picked} onChange={setPicked} testId={`category-${kind}-select`} />
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          disabled={!picked}
          loading={busy}
          onClick={() => picked && void change(picked, 'add')}
          data-testid={`category-${kind}-add`}
        >
          {t('fieldauth.addPerson')}
        </Button>
      </Space.Compact>
      <List<CategoryPerson>
        size="small"
        loading={people === null}
        dataSource={people ?? []}
        renderItem={(person) => (
          <List.Item
            data-testid={`category-${kind}-${person.username}`}
            actions={[
              <Popconfirm
                key="remove"
                title={t('fieldauth.remove')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => void change(person.username, 'remove')}
              >
                <Button type="link" size="small" danger>
                  {t('fieldauth.remove')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <Typography.Text ellipsis>
              {person.realname} ({person.username})
            </Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
}
