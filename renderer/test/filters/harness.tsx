import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildFilterConditions, type Lang } from '@tessera/schema/rules';
import { type Filter, type FilterCondition } from '@tessera/schema/dsl';
import {
  FilterBar,
  useFilterScope,
  type FilterOverrides,
  type FilterPlacement,
  type FilterScope,
} from '../../src/filters';
import type { ReportClient } from '../../src/client/types';
import { TEST_NOW, renderWithRenderer } from '../render';
import { fakeClient } from '../fakeClient';

interface ProbeProps {
  filters: readonly Filter[];
  placements: readonly FilterPlacement[];
  overrides?: FilterOverrides;
  rest: boolean;
  diagramId: number | ((key: string) => number | undefined);
  onScope: (scope: FilterScope) => void;
}

/** A scope and its bars, as a section shows them; every scope it renders with is reported. */
function Probe({ filters, placements, overrides, rest, diagramId, onScope }: ProbeProps) {
  const scope = useFilterScope({ filters, diagramId });
  onScope(scope);
  return (
    <>
      {placements.map((placement) => (
        <FilterBar key={placement} scope={scope} placement={placement} overrides={overrides} rest={rest} />
      ))}
      <output data-testid="ready">{String(scope.ready)}</output>
    </>
  );
}

export interface RenderFiltersOptions {
  client?: ReportClient;
  lang?: Lang;
  placements?: readonly FilterPlacement[];
  overrides?: FilterOverrides;
  diagramId?: number | ((key: string) => number | undefined);
  /** The phone layout: filters folded behind a button. */
  phone?: boolean;
  /** The bars rest, as a section's do on a page that asks for it (ReportRendererProps.restingFilters). */
  resting?: boolean;
}

/** Renders filters in a scope with its bars; `conditions()` is what a report query would send now. */
export function renderFilters(filters: readonly Filter[], options: RenderFiltersOptions = {}) {
  const scopes: FilterScope[] = [];
  const client = options.client ?? fakeClient();
  const utils = renderWithRenderer(
    <Probe
      filters={filters}
      placements={options.placements ?? ['search']}
      overrides={options.overrides}
      rest={options.resting ?? false}
      diagramId={options.diagramId ?? 7}
      onScope={(scope) => scopes.push(scope)}
    />,
    { client, lang: options.lang ?? 'zh', phone: options.phone ?? false, restingFilters: options.resting ?? false },
  );
  const scope = () => scopes[scopes.length - 1];
  return {
    ...utils,
    client,
    scope,
    /** The distinct applied objects the scope has had, in order. */
    appliedObjects: () => [...new Set(scopes.map((s) => s.applied))],
    conditions: (): FilterCondition[] => buildFilterConditions(scope().filters, scope().applied, TEST_NOW),
  };
}

/** Waits until the lazily loaded filter controls (tree select, number inputs) replaced their placeholders. */
export async function controlsLoaded(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('.ts-filter-pending')) throw new Error('a filter control is still loading');
  });
}

/** The condition sent for one key, or undefined when the query sends none for it. */
export function conditionOf(conditions: readonly FilterCondition[], key: string): FilterCondition | undefined {
  return conditions.find((condition) => condition.key === key);
}

/** Opens an antd Select / TreeSelect inside `field`. */
export function openSelect(field: HTMLElement): void {
  const selector = field.querySelector('.ant-select-selector');
  if (!selector) throw new Error('no select in this field');
  fireEvent.mouseDown(selector);
}

/** The open dropdown's option labels, in order. */
export function optionLabels(): string[] {
  return [
    ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].map((el) => el.getAttribute('title') ?? el.textContent ?? '');
}

/** Clicks the option of an open select dropdown by its label. */
export function pickOption(label: string): void {
  const option = [
    ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].find((el) => el.getAttribute('title') === label);
  if (!option) throw new Error(`no option '${label}' among ${JSON.stringify(optionLabels())}`);
  fireEvent.click(option);
}

/** Labels of the options an open dropdown marks as chosen (multi selects collapse their tags in jsdom). */
export function chosenLabels(): string[] {
  return [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-selected',
    ),
  ].map((el) => el.getAttribute('title') ?? '');
}

/** The label a single select shows, or null when it shows none. */
export function shownLabel(field: HTMLElement): string | null {
  return field.querySelector('.ant-select-selection-item')?.getAttribute('title') ?? null;
}

/** Clicks the bar's 查询 / Search button. */
export function search(label = '查询'): void {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
}
