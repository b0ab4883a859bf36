import type { ChartConfig } from '../chart';
import type { DatasetDefinition } from '../dataset';
import type { Filter } from '../filter';
import type { LookerConfig } from '../looker';
import type { Page } from '../page';
import type { ReportQuery } from '../query';
import type { Section } from '../section';
import type { TemplateBundle } from '../template';
import { chartData, drawsChartFromBuilder, freeDragData, type SectionContext } from './columns';
import { at } from './pointer';
import { chartTypeData } from './rules/chart-data';
import { sectionColumnsInDataset } from './rules/dataset-columns';
import { datasetParamIssues, displayValueIssues } from './rules/dataset-fields';
import { uniqueDatasetKeys } from './rules/dataset-keys';
import { catalogTree } from './rules/catalog-tree';
import { templateDatasetRefs } from './rules/dataset-refs';
import { datasetSource } from './rules/dataset-source';
import { conditionOperator, filterOperator } from './rules/filter-operator';
import { freeDragZoneFields } from './rules/free-drag-fields';
import { globalFilterKeys } from './rules/global-filter-keys';
import { pieDimensionFilters } from './rules/pie-filters';
import { sectionIdSet, uniqueSectionIds } from './rules/section-ids';
import { optionSectionRefs, pageSectionRefs } from './rules/section-refs';
import { seriesType } from './rules/series-type';
import { duplicateColumnKeys } from './rules/unique-column-keys';
import { builderZoneCounts } from './rules/zone-counts';
import { builderZoneFields } from './rules/zone-fields';
import type { DocumentIssue } from './types';

/**
 * Which rules run where. Each scope runs its own rules and descends into its parts with what they may know from
 * above (the page's section ids, the bundle's datasets), so a rule stays one small function of one entity.
 */

export function filterIssues(filter: Filter, filterAt: string): DocumentIssue[] {
  return filterOperator(filter, filterAt);
}

export function filtersIssues(filters: readonly Filter[] | undefined, listAt: string): DocumentIssue[] {
  return (filters ?? []).flatMap((filter, i) => filterIssues(filter, at(listAt, i)));
}

/** Rules of a chart that need nothing but the chart. */
function chartOwnIssues(chart: ChartConfig, chartAt: string): DocumentIssue[] {
  return [...seriesType(chart, chartAt), ...pieDimensionFilters(chart, chartAt)];
}

/** A chart on its own: its data is known only from the free-drag lists (the builder columns are the section's). */
export function chartIssues(chart: ChartConfig, chartAt: string): DocumentIssue[] {
  return [...chartOwnIssues(chart, chartAt), ...chartTypeData(chart, chartAt, freeDragData(chart))];
}

/**
 * The drag-zone rules of a section (spec section 5, column drag): which field a zone takes, and how many. The
 * designer asks them of the section a drop would make, and refuses the drop with their message.
 */
export function sectionZoneIssues(section: Section, sectionAt: string, context: SectionContext): DocumentIssue[] {
  return [
    ...builderZoneFields(section, sectionAt, context),
    ...(drawsChartFromBuilder(section) ? builderZoneCounts(section, sectionAt) : []),
    ...freeDragZoneFields(section, sectionAt, context),
  ];
}

export function sectionIssues(section: Section, sectionAt: string, context: SectionContext): DocumentIssue[] {
  const chart = section.chart_config;
  const chartAt = at(sectionAt, 'chart_config');
  return [
    ...sectionZoneIssues(section, sectionAt, context),
    ...duplicateColumnKeys(section.column_config_model_list, at(sectionAt, 'column_config_model_list')),
    ...duplicateColumnKeys(section.table_config?.columns, at(sectionAt, 'table_config', 'columns')),
    ...filtersIssues(section.filter_config_model_list, at(sectionAt, 'filter_config_model_list')),
    ...(context.sectionIds
      ? optionSectionRefs(
          section.filter_config_model_list,
          at(sectionAt, 'filter_config_model_list'),
          context.sectionIds,
        )
      : []),
    ...sectionColumnsInDataset(section, sectionAt, context.dataset),
    ...(chart ? [...chartOwnIssues(chart, chartAt), ...chartTypeData(chart, chartAt, chartData(section, chart))] : []),
  ];
}

/** The dataset a section of a bundle reads, by key. */
function datasetOf(section: Section, datasets: readonly DatasetDefinition[]): DatasetDefinition | undefined {
  const ref = section.data_set_id ?? section.diagram_sql_model?.data_set_id;
  return typeof ref === 'string' ? datasets.find((d) => d.key === ref) : undefined;
}

export function pageIssues(page: Page, pageAt: string, datasets: readonly DatasetDefinition[] = []): DocumentIssue[] {
  const sectionIds = sectionIdSet(page);
  return [
    ...uniqueSectionIds(page, pageAt),
    ...pageSectionRefs(page, pageAt),
    ...globalFilterKeys(page, pageAt),
    ...filtersIssues(page.global_filters, at(pageAt, 'global_filters')),
    ...page.sections.flatMap((section, i) =>
      sectionIssues(section, at(pageAt, 'sections', i), { sectionIds, dataset: datasetOf(section, datasets) }),
    ),
  ];
}

export function datasetIssues(dataset: DatasetDefinition, datasetAt: string): DocumentIssue[] {
  return [
    ...datasetSource(dataset, datasetAt),
    ...duplicateColumnKeys(dataset.columns, at(datasetAt, 'columns')),
    ...displayValueIssues(dataset, datasetAt),
    ...datasetParamIssues(dataset, datasetAt),
  ];
}

export function templateIssues(bundle: TemplateBundle): DocumentIssue[] {
  const datasets = bundle.datasets ?? [];
  return [
    ...uniqueDatasetKeys(bundle),
    ...templateDatasetRefs(bundle),
    ...datasets.flatMap((dataset, i) => datasetIssues(dataset, at('', 'datasets', i))),
    ...bundle.pages.flatMap((page, i) => pageIssues(page, at('', 'pages', i), datasets)),
    ...catalogTree(bundle),
  ];
}

export function lookerIssues(looker: LookerConfig): DocumentIssue[] {
  return [
    ...duplicateColumnKeys(looker.selected_columns, '/selected_columns'),
    ...(looker.filters ?? []).flatMap((condition, i) => conditionOperator(condition, at('', 'filters', i))),
  ];
}

export function reportQueryIssues(query: ReportQuery): DocumentIssue[] {
  return query.filter_condition.flatMap((condition, i) => conditionOperator(condition, at('', 'filter_condition', i)));
}
