import { COLUMN_TYPES } from '../../codes';
import type { Section } from '../../section';
import { selectedColumns } from '../columns';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';
import { ZONE_MESSAGES } from './zone-messages';

/**
 * Spec section 5, column drag: with more than one indicator only one dimension is allowed, and two dimensions
 * allow only one indicator. Both say "not 2+ dimensions with 2+ indicators"; which one a person sees depends on
 * what was dragged last. A file has no drag history, so list order stands in for it: the message is the one the
 * designer would have shown for the later of the second dimension and the second indicator, and points at it.
 */
export function builderZoneCounts(section: Section, sectionAt: string): DocumentIssue[] {
  const selected = selectedColumns(section);
  const dimensions = selected.filter(({ column }) => column.column_type === COLUMN_TYPES.DIMENSION);
  const indicators = selected.filter(({ column }) => column.column_type === COLUMN_TYPES.INDICATOR);
  if (dimensions.length < 2 || indicators.length < 2) return [];
  const secondDimension = dimensions[1].index;
  const secondIndicator = indicators[1].index;
  return secondDimension > secondIndicator
    ? [error(at(sectionAt, 'column_config_model_list', secondDimension), ZONE_MESSAGES.oneDimensionUnderIndicators)]
    : [error(at(sectionAt, 'column_config_model_list', secondIndicator), ZONE_MESSAGES.oneIndicatorUnderTwoDimensions)];
}
