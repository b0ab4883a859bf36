import type { ComponentType } from 'react';
import type { Section } from '@tessera/schema/dsl';
import type { TextKey } from '../../i18n';
import type { PanelKey } from '../../kinds/registry';
import CardSettings from './CardSettings';
import ChartSettings from './ChartSettings';
import TableSettings from './TableSettings';

/** Each property panel a kind may declare: its tab name and what it draws for the section. */
export const PANELS: Record<PanelKey, { label: TextKey; Panel: ComponentType<{ section: Section }> }> = {
  chart: { label: 'settings.chart', Panel: ChartSettings },
  table: { label: 'settings.table', Panel: TableSettings },
  cards: { label: 'settings.cards', Panel: CardSettings },
};
