import { useEffect, useState } from 'react';
import { Button, Card, Empty, Input, List, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { AppInfo, HelpListItem } from '@tessera/schema/api';
import { helpList } from '../../api/help';
import { feedback } from '../../lib/feedback';
import { useContentNames } from '../../lib/contentLang';
import { NoApp, useCurrentApp } from '../manage/shared/useCurrentApp';
import { useHelpOperation } from './useHelpOperation';
import './help.css';

/** /help/list: the current app's help documents, searched by title and text; editors start a new one here. */
export default function HelpListScreen() {
  const app = useCurrentApp();
  return app ? <AppHelpList key={app.id} app={app} /> : <NoApp />;
}

function AppHelpList({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appName } = useContentNames();
  const operator = useHelpOperation(app.id);
  const [search, setSearch] = useState('');
  const [docs, setDocs] = useState<HelpListItem[] | null>(null);

  useEffect(() => {
    let live = true;
    helpList(app.id, search).then(
      (list) => live && setDocs(list),
      (err: Error) => {
        if (!live) return;
        setDocs([]);
        feedback.message.error(err.message);
      },
    );
    return () => {
      live = false;
    };
  }, [app.id, search]);

  return (
    <Card
      className="ts-help"
      size="small"
      title={`${t('helpDocs.title')} · ${appName(app)}`}
      data-testid="help-list"
      extra={
        operator && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/help/info/new')}
            data-testid="help-add"
          >
            {t('helpDocs.add')}
          </Button>
        )
      }
    >
      <Input.Search
        className="ts-help-search"
        allowClear
        placeholder={t('helpDocs.search')}
        onSearch={(value) => setSearch(value.trim())}
        data-testid="help-search"
      />
      <List
        loading={docs === null}
        dataSource={docs ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={search ? t('helpDocs.emptySearch') : t('helpDocs.empty')}
            />
          ),
        }}
        renderItem={(doc) => (
          <List.Item key={doc.id} data-testid="help-item">
            <List.Item.Meta
              title={<Link to={`/help/info/${doc.id}`}>{doc.title}</Link>}
              description={
                <>
                  {doc.excerpt && <div className="ts-help-excerpt">{doc.excerpt}</div>}
                  <Typography.Text type="secondary" className="ts-help-meta">
                    {t('helpDocs.updated', {
                      name: doc.updated_by ?? '-',
                      time: dayjs(doc.updated_at).format('YYYY-MM-DD HH:mm'),
                    })}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
