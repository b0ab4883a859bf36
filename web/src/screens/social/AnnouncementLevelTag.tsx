import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementLevel } from '@tessera/schema/api';

const COLORS: Record<AnnouncementLevel, string> = { info: 'blue', warning: 'orange', important: 'red' };

export default function AnnouncementLevelTag({ level }: { level: AnnouncementLevel }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[level]}>{t(`announcements.levels.${level}`)}</Tag>;
}
