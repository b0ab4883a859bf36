import { DEFAULT_FILTER_TYPE, type Filter } from '@tessera/schema/dsl';
import { datepickerDateType, isFlagOn, type Now } from '@tessera/schema/rules';
import { choiceView } from '../controls/choice';
import { MULTI_MIN_WIDTH } from '../controls/multiWidth';
import { DISPLAY_FORMAT, isRangeType, shownDates } from '../datepicker/dates';
import { configuredOptions, optionsFromServer, withAllOption } from '../options/options';
import type { OptionSource } from '../types';

/** What a resting control shows: the same box and texts as the antd control it stands for. */
export type RestingLook =
  | { kind: 'select'; text: string; placeholder: boolean; minWidth: number }
  /** One text, or a range's two; `size` is the width in characters antd's picker gives each of its inputs. */
  | { kind: 'date'; texts: string[]; size: number };

/** antd's date input width: the format's length, at least 10 characters, and 2 more. */
const pickerInputSize = (format: string): number => Math.max(10, format.length) + 2;

/**
 * The look of a filter's control at rest, or null when only the real control can show it: a single select whose
 * chosen option is known without asking the server (its own options, or the all option), and a date, month or range
 * with its dates. Other filters (multi selects with their tags, several dates, texts, trees, numbers) rest as real
 * controls.
 */
export function restingLook(
  filter: Filter,
  values: Readonly<Record<string, unknown>>,
  source: Pick<OptionSource, 'diagramId' | 'isLinked'>,
  now: Now,
  allLabel: string,
): RestingLook | null {
  const type = filter.type ?? DEFAULT_FILTER_TYPE;
  if (type === 'select') {
    if (isFlagOn(filter.is_multi)) return null;
    const local = !source.isLinked && (source.diagramId === undefined || !optionsFromServer(filter));
    const options = local ? withAllOption(filter, configuredOptions(filter), allLabel, true) : [];
    const view = choiceView(filter, values, options, allLabel);
    if (view.value === null || view.value === undefined)
      return { kind: 'select', text: allLabel, placeholder: true, minWidth: MULTI_MIN_WIDTH };
    const chosen = view.options.find((option) => option.value === view.value);
    if (!chosen) return null;
    return { kind: 'select', text: chosen.name, placeholder: false, minWidth: MULTI_MIN_WIDTH };
  }
  if (type === 'datepicker') {
    const dateType = datepickerDateType(filter);
    if (dateType === 'dates') return null;
    const shown = shownDates(filter, values, now);
    if (shown.length !== (isRangeType(dateType) ? 2 : 1)) return null;
    const format = DISPLAY_FORMAT[dateType];
    return { kind: 'date', texts: shown.map((date) => date.format(format)), size: pickerInputSize(format) };
  }
  return null;
}
