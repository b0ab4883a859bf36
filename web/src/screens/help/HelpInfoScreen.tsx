import { useEffect, useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { HelpDocument } from '@tessera/schema/api';
import { deleteHelp, helpOne } from '../../api/help';
import { feedback } from '../../lib/feedback';
import { NoApp, useCurrentApp } from '../manage/shared/useCurrentApp';
import HelpArticle from './HelpArticle';
import HelpEditor from './HelpEditor';
import { useHelpOperation } from './useHelpOperation';
import './help.css';

type Loaded = { doc: HelpDocument } | { missing: true } | null;

/** /help/info/:id: one help document with its table of contents; editors edit or delete it. `new` writes one. */
export default function HelpInfoScreen() {
  const { id = '' } = useParams();
  const app = useCurrentApp();
  if (id === 'new') return app ? <NewHelp appId={app.id} /> : <NoApp />;
  return <HelpInfo key={id} id={Number(id)} />;
}

function NewHelp({ appId }: { appId: number }) {
  const navigate = useNavigate();
  return (
    <HelpEditor
      appId={appId}
      doc={null}
      onSaved={(doc) => void navigate(`/help/info/${doc.id}`, { replace: true })}
      onCancel={() => void navigate('/help/list')}
    />
  );
}

function HelpInfo({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [editing, setEditing] = useState(false);
  const doc = loaded && 'doc' in loaded ? loaded.doc : null;
  const operator = useHelpOperation(doc?.app_id);

  const valid = Number.isInteger(id) && id > 0;

  useEffect(() => {
    if (!valid) return;
    let live = true;
    helpOne(id).then(
      (found) => live && setLoaded({ doc: found }),
      (err: Error) => {
        if (!live) return;
        setLoaded({ missing: true });
        feedback.message.error(err.message);
      },
    );
    return () => {
      live = false;
    };
  }, [id, valid]);

  if (valid && !loaded) return <Spin className="ts-main-spin" />;
  if (!doc) return <Empty className="ts-main-spin" description={t('helpDocs.notFound')} />;
  if (editing)
    return (
      <HelpEditor
        appId={doc.app_id}
        doc={doc}
        onSaved={(saved) => {
          setLoaded({ doc: saved });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );

  const remove = async () => {
    try {
      await deleteHelp(doc.id);
      feedback.message.success(t('helpDocs.deleted'));
      void navigate('/help/list', { replace: true });
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  return (
    <Card
      className="ts-help"
      size="small"
      data-testid="help-info"
      title={
        <Space>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/help/list')}>
            {t('helpDocs.back')}
          </Button>
        </Space>
      }
      extra={
        operator && (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="help-edit">
              {t('helpDocs.edit')}
            </Button>
            <Popconfirm
              title={t('helpDocs.deleteConfirm', { title: doc.title })}
              onConfirm={() => void remove()}
              okButtonProps={{ danger: true }}
            >
              <Button danger icon={<DeleteOutlined />} data-testid="help-delete">
                {t('helpDocs.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <Typography.Title level={2} className="ts-help-title" data-testid="help-title">
        {doc.title}
      </Typography.Title>
      <Typography.Text type="secondary" className="ts-help-meta">
        {t('helpDocs.updated', {
          name: doc.updated_by ?? '-',
          time: dayjs(doc.updated_at).format('YYYY-MM-DD HH:mm'),
        })}
      </Typography.Text>
      <HelpArticle markdown={doc.content} toc />
    </Card>
  );
}
