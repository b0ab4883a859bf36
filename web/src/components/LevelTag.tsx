import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataLevel } from '@tessera/schema/api';

const COLORS: Record<DataLevel, string> = { A: 'red', B: 'orange', C: 'default' };

/** Data level of a page; level A is flagged in red. `compact` shows only A (the flagged level). */
export default function LevelTag({ level, compact = false }: { level: DataLevel; compact?: boolean }) {
  const { t } = useTranslation();
  if (compact && level !== 'A') return null;
  return (
    <Tooltip title={t('report.levelTip', { level })}>
      <Tag color={COLORS[level] ?? 'default'} className="ts-level-tag" data-level={level}>
        {t('report.level', { level })}
      </Tag>
    </Tooltip>
  );
}
