import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Section } from '@tessera/schema/dsl';
import { sectionKinds } from './kind';
import type { SectionKind, SectionViewProps } from './types';

type SectionModule = Promise<{ default: ComponentType<SectionViewProps> }>;

const LOADERS: Record<SectionKind, () => SectionModule> = {
  table: () => import('./table/TableSection'),
  card: () => import('./card/CardSection'),
  chart: () => import('./chart/ChartSection'),
  ab: () => import('./ab/AbSection'),
};

/** Section bodies by kind, each its own chunk: a page downloads ECharts only when it shows a chart. */
export const SECTION_REGISTRY: Record<SectionKind, LazyExoticComponent<ComponentType<SectionViewProps>>> = {
  table: lazy(LOADERS.table),
  card: lazy(LOADERS.card),
  chart: lazy(LOADERS.chart),
  ab: lazy(LOADERS.ab),
};

/**
 * Starts downloading the bodies these sections need as soon as the page document is known, instead of when the
 * render reaches each section. A failure is left to the section's own load, which shows it.
 */
export function preloadSectionBodies(sections: readonly Section[]): void {
  const kinds = new Set(sections.flatMap(sectionKinds));
  for (const kind of kinds) LOADERS[kind]().catch(() => undefined);
}
