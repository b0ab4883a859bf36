import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { catalogOne } from '../../api/catalog';
import { routerBasename } from '../../runtime';
import { viewerUrl } from '../manage/queries/openPage';

/** Opens the page as staff see it, with the saved drafts (`preview=1`), in a new tab. */
export default function PreviewAsStaff({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    catalogOne(pageId).then(
      (entry) => {
        if (live) setUrl(entry.url);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pageId]);

  const base = routerBasename() === '/' ? '' : routerBasename();
  return (
    <Button
      icon={<EyeOutlined />}
      disabled={!url}
      href={url ? `${base}${viewerUrl(url, true)}` : undefined}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="preview-as-staff"
    >
      {t('designerScreen.previewAsStaff')}
    </Button>
  );
}
