import { CHART_TYPES, COMPARE_TYPES, type CardInfo, type LocalizedMessage, type Section } from '@tessera/schema/dsl';
import { MISSING_TEXT } from '@tessera/schema/rules';
import { safeBuildChartOption, type CardComparison, type ChartRow, type ChartSource } from '@tessera/schema/charts';
import { type ReportColumn } from '@tessera/schema/api';

/** A card as drawn: title, formatted value ('-' when missing), help text and the comparison when there is one. */
export interface CardItem {
  key: string;
  title: string;
  value: string;
  description?: string;
  comparison?: CardComparison;
}

/**
 * A card section (show_type card) as the card chart (type 5) the rules build. Its chart config, if any, still
 * gives the category axis (and its filters) the comparison reads; free_chart_type is dropped so it cannot turn
 * the cards into a chart, and without a config the compare type is indicator comparison, whose category is dt
 * (free drag, the default, would have no category and so no comparison).
 */
export function cardSource(section: Section): ChartSource {
  const { free_chart_type: _ignored, ...config } = section.chart_config ?? { config_type: CHART_TYPES.CARD };
  return {
    ...section,
    chart_config: {
      ...config,
      config_type: CHART_TYPES.CARD,
      have_chart: 1,
      chart_compare_type: config.chart_compare_type ?? COMPARE_TYPES.INDICATOR,
    },
  };
}

/**
 * One card per shown card_info_models entry (is_show 0 hides it), each built on its own so each reads its own
 * indicator, aggregate, filters and formatter; a source without card entries gives the one card the rules pick
 * (the first series or indicator). A card that cannot be built shows '-' and reports its warning.
 */
export function buildCardItems(
  source: ChartSource,
  rows: readonly ChartRow[],
  answer: readonly ReportColumn[],
): { items: CardItem[]; warnings: LocalizedMessage[] } {
  const entries = source.card_info_models ?? [];
  const cards: (CardInfo | undefined)[] =
    entries.length > 0 ? entries.filter((card) => card.is_show !== 0) : [undefined];
  const builder = source.column_config_model_list ?? source.columns ?? [];
  const warnings: LocalizedMessage[] = [];
  const items = cards.map((card, index): CardItem => {
    const build = safeBuildChartOption(card ? { ...source, card_info_models: [card] } : source, rows);
    if (build.warning) warnings.push(build.warning);
    const model = build.kind === 'card' ? build.card : null;
    const key = card?.column_key ?? model?.column_key ?? '';
    const column = builder.find((c) => c.column_key === key);
    const name = column?.column_name || answer.find((c) => c.column_key === key)?.column_name || key;
    // The model's label is the card title, series name or builder name, falling back to the bare key.
    const label = model?.label && model.label !== key ? model.label : name;
    const item: CardItem = {
      key: `${index}:${key}`,
      title: card?.title || label,
      value: model?.formatted ?? MISSING_TEXT,
    };
    const description = card?.description ?? column?.description;
    if (description) item.description = description;
    if (model?.comparison) item.comparison = model.comparison;
    return item;
  });
  return { items, warnings };
}
