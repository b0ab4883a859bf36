import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionKind, SectionViewProps } from './types';

/** Section bodies by kind, each its own chunk: a page downloads ECharts only when it shows a chart. */
export const SECTION_REGISTRY: Record<SectionKind, LazyExoticComponent<ComponentType<SectionViewProps>>> = {
  table: lazy(() => import('./table/TableSection')),
  card: lazy(() => import('./card/CardSection')),
  chart: lazy(() => import('./chart/ChartSection')),
};
