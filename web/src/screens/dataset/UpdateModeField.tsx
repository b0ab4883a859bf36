import { useEffect, useState } from 'react';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_UPDATE_MODES, type DataUpdateMode } from '@tessera/schema/dsl';
import type { DataUpdateModeInfo } from '@tessera/schema/api';
import { updateModes } from '../../api/datasets';
import { durationLabel, modeHelp, modeLabel } from './labels';

const MODES = Object.values(DATA_UPDATE_MODES);

/**
 * The data update mode as a choice of four, each saying what it means for the result cache: how long a page's
 * results live is the server's setting (QUERY_CACHE_TTL_*), so it is asked, not assumed.
 */
export default function UpdateModeField({
  value,
  onChange,
}: {
  value: DataUpdateMode;
  onChange: (mode: DataUpdateMode) => void;
}) {
  const { t } = useTranslation();
  const [ttl, setTtl] = useState<DataUpdateModeInfo[] | null>(null);

  useEffect(() => {
    let live = true;
    updateModes().then(
      (modes) => live && setTtl(modes),
      () => live && setTtl([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const cacheText = (mode: DataUpdateMode) => {
    const seconds = ttl?.find((m) => m.mode === mode)?.ttl_seconds;
    if (seconds === undefined) return null;
    return seconds > 0 ? t('datasets.cacheFor', { duration: durationLabel(t, seconds) }) : t('datasets.noCache');
  };

  return (
    <Radio.Group
      className="ts-ds-modes"
      data-testid="dataset-update-mode"
      value={value}
      onChange={(e) => onChange(e.target.value as DataUpdateMode)}
    >
      {MODES.map((mode) => (
        <Radio key={mode} value={mode} className="ts-ds-mode">
          <span className="ts-ds-mode-name">{modeLabel(t, mode)}</span>
          <span className="ts-ds-mode-help">
            {modeHelp(t, mode)} {cacheText(mode)}
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
