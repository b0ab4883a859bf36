import { Button, Space } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { editorUrl, viewerUrl } from './openPage';

/** Open a found page in the viewer (drafts as the admin preview) or in the page editor. */
export default function ResultActions({
  entryId,
  url,
  draft,
}: {
  entryId: number;
  url: string | null;
  draft: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space size={4} wrap={false}>
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined />}
        disabled={!url}
        onClick={() => url && void navigate(viewerUrl(url, draft))}
        data-testid="result-view"
      >
        {t('manage.view')}
      </Button>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={() => void navigate(editorUrl(entryId))}
        data-testid="result-edit"
      >
        {t('manage.openEditor')}
      </Button>
    </Space>
  );
}
