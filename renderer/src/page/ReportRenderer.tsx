import { useLayoutEffect, useMemo, useState } from 'react';
import { App, ConfigProvider, Empty } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { DEFAULT_LANG, REALTIME_REFRESH, localizePage, type Lang } from '@tessera/schema/rules';
import { type Filter, type Page } from '@tessera/schema/dsl';
import type { ReportClient } from '../client/types';
import { RendererContext, type LegendSelectChange, type RendererContextValue } from '../context';
import { useFilterScope } from '../filters';
import { setRendererLang, useText } from '../i18n';
import { preloadSectionBodies } from '../sections/registry';
import GlobalFilters from './GlobalFilters';
import SectionFrame from './SectionFrame';
import SectionLayout from './SectionLayout';
import '../styles.css';

export interface ReportRendererProps {
  page: Page;
  client: ReportClient;
  /** Render drafts (admins; the designer's preview). */
  preview?: boolean;
  lang?: Lang;
  /** Clock for relative dates; the real one by default. */
  now?: () => Date;
  /** The phone layout (the host knows the device): sections stacked, filters folded into a panel. */
  phone?: boolean;
  /** Url recorded with comments; the page's own url by default. */
  pageUrl?: string;
  onLegendSelectChanged?: (change: LegendSelectChange) => void;
  /**
   * Sections' selects and date pickers drawn without antd until the pointer, the focus or an idle moment reaches
   * their bar: a page of many sections shows its data sooner. Off by default (the designer's preview, tests).
   */
  restingFilters?: boolean;
}

const NO_FILTERS: Filter[] = [];
const realNow = () => new Date();

function Sections({ page }: { page: Page }) {
  const t = useText();
  const globalFilters = page.global_filters ?? NO_FILTERS;
  // Options of a global filter come through a section that has its key (the server looks the filter up there).
  const diagramId = useMemo(() => {
    const byKey = new Map<string, number | string>();
    for (const section of page.sections)
      for (const f of section.filter_config_model_list ?? [])
        if (!byKey.has(f.class_en)) byKey.set(f.class_en, section.id);
    return (key: string) => byKey.get(key) ?? page.sections[0]?.id;
  }, [page.sections]);
  const global = useFilterScope({ filters: globalFilters, diagramId });
  // Before the filters and frames below render (antd's first renders are slow), so the downloads overlap them.
  useMemo(() => preloadSectionBodies(page.sections), [page.sections]);
  if (page.sections.length === 0) return <Empty className="ts-no-sections" description={t('common.noSections')} />;
  return (
    <>
      <GlobalFilters scope={global} />
      <SectionLayout page={page} render={(section) => <SectionFrame section={section} global={global} />} />
    </>
  );
}

/**
 * A live report page from its document: global filters, then each section with its own filters and data. Reads and
 * writes only through `client`, so the web app, the designer's preview, tests and other hosts each bring their own.
 */
export default function ReportRenderer({
  page,
  client,
  preview = false,
  lang = DEFAULT_LANG,
  now = realNow,
  phone = false,
  pageUrl,
  onLegendSelectChanged,
  restingFilters = false,
}: ReportRendererProps) {
  // The first render must already speak the host's language (a state initialiser runs once, before any child);
  // later switches happen after the commit, so no component is asked to update while another renders.
  useState(() => setRendererLang(lang));
  useLayoutEffect(() => setRendererLang(lang), [lang]);
  // Every text in the reader's language, falling back to the default text; keys and values stay, so the sections
  // query, filter and keep their state exactly as in the default language.
  const shown = useMemo(() => localizePage(page, lang), [page, lang]);
  const url = pageUrl ?? page.url ?? (typeof window !== 'undefined' ? window.location.pathname : '');
  const refreshIntervalMs = (page.refresh_interval ?? REALTIME_REFRESH.DEFAULT_SECONDS) * 1000;
  const context = useMemo<RendererContextValue>(
    () => ({
      client,
      preview,
      lang,
      now,
      phone,
      page: { url, title: page.name },
      onLegendSelectChanged,
      refreshIntervalMs,
      restingFilters,
    }),
    [client, preview, lang, now, phone, url, page.name, onLegendSelectChanged, refreshIntervalMs, restingFilters],
  );
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      <App component={false}>
        <RendererContext.Provider value={context}>
          <div className={phone ? 'ts-report ts-report-phone' : 'ts-report'} data-testid="report-renderer">
            <Sections key={String(page.id ?? page.name)} page={shown} />
          </div>
        </RendererContext.Provider>
      </App>
    </ConfigProvider>
  );
}
