import { Breadcrumb, Descriptions, Empty, Tag, Typography, type DescriptionsProps } from 'antd';
import { FileTextOutlined, FolderOutlined, InfoCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUS } from '@tessera/schema/api';
import { useAppStore } from '../store';
import { externalUrl, findEntryByUrl } from '../menu/tree';
import LevelTag from '../components/LevelTag';
import FavoriteStar from '../layout/social/FavoriteStar';
import PageSections from './report/PageSections';
import TipsText from './report/TipsText';
import { useContentNames } from '../lib/contentLang';

/**
 * The frame of a report page: breadcrumb, title, data level, tips, owners, requirement link, remark, and
 * the page's live sections.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useAppStore((s) => s.entries);
  const isAdmin = useAppStore((s) => !!s.user?.is_admin);
  const found = findEntryByUrl(entries, pathname);
  const { entryName, entryTips } = useContentNames();

  if (!found) {
    return (
      <Empty className="ts-page-missing" data-testid="page-missing" description={t('report.notInMenu')}>
        <Typography.Text type="secondary">{pathname}</Typography.Text>
      </Empty>
    );
  }
  const { entry, ancestors } = found;
  const tips = entryTips(entry);

  const details: DescriptionsProps['items'] = [];
  if (entry.develop_charge_username)
    details.push({ key: 'dev', label: t('report.developCharge'), children: entry.develop_charge_username });
  if (entry.work_charge_username)
    details.push({ key: 'work', label: t('report.workCharge'), children: entry.work_charge_username });
  if (entry.requirement_type)
    details.push({ key: 'reqType', label: t('report.requirementType'), children: entry.requirement_type });
  if (entry.requirement_url) {
    details.push({
      key: 'req',
      label: t('report.requirement'),
      children: (
        <a href={externalUrl(entry.requirement_url)} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {entry.requirement_url}
        </a>
      ),
    });
  }
  if (entry.remark) details.push({ key: 'remark', label: t('report.remark'), children: entry.remark, span: 'filled' });

  return (
    <div className="ts-page" data-testid="page-frame">
      <Breadcrumb
        className="ts-page-breadcrumb"
        items={[
          ...ancestors.map((a) => ({
            key: a.id,
            title: (
              <>
                <FolderOutlined /> <span>{entryName(a)}</span>
              </>
            ),
          })),
          {
            key: entry.id,
            title: (
              <>
                <FileTextOutlined /> <span>{entryName(entry)}</span>
              </>
            ),
          },
        ]}
      />
      <div className="ts-page-head">
        <h1 className="ts-page-title">{entryName(entry)}</h1>
        <FavoriteStar entry={entry} />
        <LevelTag level={entry.data_level} />
        {isAdmin && entry.status === ONLINE_STATUS.OFFLINE && <Tag>{t('report.offline')}</Tag>}
        {isAdmin && entry.is_show === 0 && <Tag color="warning">{t('report.hidden')}</Tag>}
      </div>
      {tips && (
        <Typography.Paragraph className="ts-page-tips" type="secondary">
          <InfoCircleOutlined /> <TipsText text={tips} />
        </Typography.Paragraph>
      )}
      {details.length > 0 && (
        <Descriptions className="ts-page-details" size="small" column={{ xs: 1, md: 2, xl: 3 }} items={details} />
      )}
      <PageSections entryId={entry.id} pageUrl={pathname} />
    </div>
  );
}
