import { useEffect, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, Flex } from 'antd';
import { FilterOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { DEFAULT_FILTER_TYPE, type Filter, type FilterCondition } from '@tessera/schema/dsl';
import { buildFilterConditions, isFlagOn } from '@tessera/schema/rules';
import { useRenderer } from '../context';
import { useText } from '../i18n';
import FilterField from './FilterField';
import { OPTION_WIDGETS } from './options/options';
import { wakeWhenIdle } from './resting/idleWake';
import { restingLook } from './resting/restingLook';
import type { FilterOverrides, FilterPlacement, FilterScope } from './types';

export interface FilterBarProps {
  scope: FilterScope;
  placement: FilterPlacement;
  overrides?: FilterOverrides;
  /** A section's bar, which may rest where the page asks for it (ReportRendererProps.restingFilters). */
  rest?: boolean;
}

/** How a resting bar was woken: the field under the pointer shows its tip, the field focused takes the focus. */
interface Waking {
  awake: boolean;
  pointed?: string;
  focused?: string;
}

const fieldKeyOf = (event: SyntheticEvent): string | undefined =>
  (event.target as Element).closest?.('[data-filter-key]')?.getAttribute('data-filter-key') ?? undefined;

const placementOf = (filter: Filter): FilterPlacement => filter.belonging_to ?? 'search';
const isShown = (filter: Filter): boolean => filter.is_show === undefined || isFlagOn(filter.is_show);
const appliesOnChange = (filter: Filter): boolean => filter.trigger === 'change';

/**
 * The scope's filters placed here (hidden ones are still applied, just not shown). A filter that triggers on
 * change applies at once; the others are drafts until Search. Reset puts the is_reset filters back to their
 * default. Nothing is rendered when no filter shows here. On a phone the filters fold into a panel, one under
 * another, that a button opens: unfolded they would push the section's data below the screen.
 *
 * A section's bar may rest: its selects and date pickers are drawn without antd (filters/resting) until the pointer
 * or the focus reaches the bar, a finger touches it, or the browser is idle. Mounting those controls took a third
 * of what each section of a page cost before its data could show. Waking is synchronous, so the click or key that
 * woke the bar lands on the real control.
 */
export function FilterBar({ scope, placement, overrides, rest = false }: FilterBarProps) {
  const { now, phone, restingFilters } = useRenderer();
  const t = useText();
  const [unfolded, setUnfolded] = useState(false);
  const [waking, setWaking] = useState<Waking>(() => ({ awake: !(rest && restingFilters && !phone) }));
  const placed = scope.filters.filter((filter) => placementOf(filter) === placement);
  const shown = placed.filter(isShown);
  const overridden = new Set(overrides?.keys ?? []);
  const editable = placed.filter((filter) => !overridden.has(filter.class_en) && !isFlagOn(filter.is_fixed));
  const needsSearch = shown.some((filter) => editable.includes(filter) && !appliesOnChange(filter));
  const resettable = editable.filter((filter) => isFlagOn(filter.is_reset)).map((filter) => filter.class_en);

  const imposed = Object.fromEntries([...overridden].map((key) => [key, overrides?.values[key]]));
  const values = { ...scope.values, ...imposed };
  const queried = { ...scope.applied, ...imposed };
  const conditionsWithout = (filter: Filter): FilterCondition[] => {
    if (!(OPTION_WIDGETS as readonly string[]).includes(filter.type ?? DEFAULT_FILTER_TYPE)) return [];
    try {
      return buildFilterConditions(
        scope.filters.filter((other) => other !== filter),
        queried,
        now(),
      );
    } catch {
      // A misconfigured filter fails its section's query, where the error is shown; options just go unfiltered.
      return [];
    }
  };
  /** The bar's drafts (and current values, which applying again leaves as they are). */
  const drafts = () =>
    Object.fromEntries(
      editable
        .filter((filter) => filter.class_en in scope.values)
        .map((filter) => [filter.class_en, scope.values[filter.class_en]]),
    );

  const allLabel = t('filters.all');
  const looks = new Map(
    waking.awake || phone
      ? []
      : shown.map((filter) => {
          const key = filter.class_en;
          const source = { diagramId: scope.diagramIdOf(key), isLinked: scope.isLinked(key) };
          return [key, restingLook(filter, values, source, now(), allLabel)] as const;
        }),
  );
  // A bar with nothing to draw at rest is real from the start.
  const sleeping = [...looks.values()].some(Boolean);
  useEffect(() => {
    if (!sleeping) return undefined;
    return wakeWhenIdle(() => flushSync(() => setWaking({ awake: true })));
  }, [sleeping]);
  if (shown.length === 0) return null;

  const wake = (how: Omit<Waking, 'awake'> = {}) => flushSync(() => setWaking({ awake: true, ...how }));
  const wakeHandlers = sleeping
    ? {
        onPointerEnter: (event: SyntheticEvent) => wake({ pointed: fieldKeyOf(event) }),
        onTouchStartCapture: () => wake(),
        onMouseDownCapture: () => wake(),
        onFocusCapture: (event: SyntheticEvent) => wake({ focused: fieldKeyOf(event) }),
      }
    : {};

  const toggle = phone ? (
    <Button
      className="ts-filter-toggle"
      data-testid={`filter-toggle-${placement}`}
      icon={<FilterOutlined />}
      aria-expanded={unfolded}
      type={unfolded ? 'primary' : 'default'}
      ghost={unfolded}
      onClick={() => setUnfolded(!unfolded)}
    >
      {t('filters.panel')}
    </Button>
  ) : null;
  if (phone && !unfolded) return toggle;

  const bar = (
    <Flex
      className={phone ? 'ts-filter-bar ts-filter-panel' : 'ts-filter-bar'}
      data-testid={`filter-bar-${placement}`}
      data-resting={sleeping ? '1' : undefined}
      {...wakeHandlers}
      wrap
      vertical={phone}
      gap="small"
      align={phone ? 'stretch' : 'center'}
    >
      {shown.map((filter) => {
        const key = filter.class_en;
        const locked = !editable.includes(filter);
        return (
          <FilterField
            key={key}
            filter={filter}
            values={values}
            disabled={locked}
            lockedBy={
              overridden.has(key) ? t('common.overriddenByGlobal', { name: overrides?.names[key] ?? key }) : undefined
            }
            resting={looks.get(key)}
            pointed={waking.pointed === key}
            focused={waking.focused === key}
            onChange={(value) => (appliesOnChange(filter) ? scope.apply({ [key]: value }) : scope.edit(key, value))}
            onInput={(value) => scope.edit(key, value)}
            source={{
              diagramId: scope.diagramIdOf(key),
              // A resting control asks for no options; the real one computes them when the bar wakes.
              conditions: looks.get(key) ? [] : conditionsWithout(filter),
              linked: scope.linkedOptions[key],
              isLinked: scope.isLinked(key),
            }}
          />
        );
      })}
      {needsSearch ? (
        <Button type="primary" icon={<SearchOutlined />} onClick={() => scope.apply(drafts())}>
          {t('filters.search')}
        </Button>
      ) : null}
      {resettable.length > 0 ? (
        <Button icon={<UndoOutlined />} onClick={() => scope.apply(drafts(), resettable)}>
          {t('filters.reset')}
        </Button>
      ) : null}
    </Flex>
  );
  return phone ? (
    <>
      {toggle}
      {bar}
    </>
  ) : (
    bar
  );
}
