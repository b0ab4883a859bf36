import { createContext, useContext } from 'react';
import type { Lang } from '@tessera/schema/rules';
import type { ReportClient } from './client/types';

/** A legend selection change of a chart, forwarded to the host (spec section 4). */
export interface LegendSelectChange {
  diagramId: number | string;
  /** Series name that was clicked. */
  name: string;
  /** Series name → whether it is shown now. */
  selected: Record<string, boolean>;
}

/** What every part of a rendered page shares: the data client, mode, language, clock and host callbacks. */
export interface RendererContextValue {
  client: ReportClient;
  /** Drafts instead of what is online (admins; the designer's preview). */
  preview: boolean;
  lang: Lang;
  /** The clock relative dates are computed from (tests pin it; the web app brings the server's). */
  now: () => Date;
  /** The phone layout: sections stacked, filters folded into a panel, tables fixing only their first column. */
  phone: boolean;
  /** The page as comments record it. */
  page: { url: string; title: string };
  onLegendSelectChanged?: (change: LegendSelectChange) => void;
  /** How often real-time sections ask again (the page's refresh_interval). */
  refreshIntervalMs: number;
  /** Sections' filter bars rest until reached (FilterBar); off where every control must be real at once. */
  restingFilters: boolean;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext);
  if (!value) throw new Error('renderer components must be inside <ReportRenderer>');
  return value;
}
