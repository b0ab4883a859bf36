import { createElement, Suspense, useState } from 'react';
import { Tooltip } from 'antd';
import { InfoCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { ServerClock } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { useRenderer } from '../context';
import { FilterBar, type FilterScope } from '../filters';
import { useText } from '../i18n';
import { isRealtime, LastUpdateContext, wallClockTime } from '../realtime';
import { sectionKinds } from '../sections/kind';
import { SECTION_REGISTRY } from '../sections/registry';
import SectionStatus from '../status/SectionStatus';
import SectionBoundary from './SectionBoundary';
import { useSectionScope } from './useSectionScope';

/** The server time of a real-time section's last answer, with how often it refreshes in the tip. */
function LastUpdate({ clock }: { clock: ServerClock | null }) {
  const t = useText();
  const { refreshIntervalMs } = useRenderer();
  if (!clock) return null;
  return (
    <Tooltip title={t('realtime.lastUpdateTip', { seconds: Math.round(refreshIntervalMs / 1000) })}>
      <span className="ts-section-last-update" data-testid="section-last-update" data-time={clock.now}>
        <SyncOutlined /> {t('realtime.lastUpdate', { time: wallClockTime(clock) })}
      </span>
    </Tooltip>
  );
}

/**
 * One section: title and tips, its search-bar filters, then its bodies (chart, table or cards), each lazily loaded.
 * A real-time section shows the server time of its last update, which its bodies report as they refresh.
 */
export default function SectionFrame({ section, global }: { section: Section; global: FilterScope }) {
  const { scope, filters, overrides, waiting, load } = useSectionScope(section, global);
  const [lastUpdate, setLastUpdate] = useState<ServerClock | null>(null);
  const realtime = isRealtime(section);
  const tips = section.table_config?.basic?.tips;
  const title = (
    <span className="ts-section-title">
      {section.title}
      {tips && (
        <Tooltip title={tips}>
          <InfoCircleOutlined className="ts-section-tips" />
        </Tooltip>
      )}
    </span>
  );
  return (
    <section className="ts-section" data-testid="section" data-section-id={String(section.id)}>
      <header className="ts-section-head">
        {title}
        {realtime && <LastUpdate clock={lastUpdate} />}
      </header>
      <div className="ts-section-body">
        <FilterBar scope={filters} placement="search" overrides={overrides} rest />
        {waiting ? (
          <SectionStatus kind="notLoaded" onAction={load} />
        ) : (
          <LastUpdateContext.Provider value={realtime ? setLastUpdate : null}>
            {sectionKinds(section).map((kind) => (
              <SectionBoundary key={kind}>
                <Suspense fallback={<SectionStatus kind="loading" />}>
                  {createElement(SECTION_REGISTRY[kind], { section, scope })}
                </Suspense>
              </SectionBoundary>
            ))}
          </LastUpdateContext.Provider>
        )}
      </div>
    </section>
  );
}
