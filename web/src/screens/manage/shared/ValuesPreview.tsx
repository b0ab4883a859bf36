import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectOptionItem } from '@tessera/schema/api';

const SHOWN = 3;

/** The first few values of a list as tags, and how many there are. */
export default function ValuesPreview({ values }: { values: SelectOptionItem[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return <span className="ts-muted">{t('manage.none')}</span>;
  const rest = values.length - SHOWN;
  return (
    <Tooltip title={t('values.count', { count: values.length })}>
      <span className="ts-manage-values">
        {values.slice(0, SHOWN).map((v, i) => (
          <Tag key={i} title={`${v.name} = ${String(v.value)}`}>
            {v.name === String(v.value) ? v.name : `${v.name} · ${String(v.value)}`}
          </Tag>
        ))}
        {rest > 0 && <span className="ts-muted">{t('values.more', { count: rest })}</span>}
      </span>
    </Tooltip>
  );
}
