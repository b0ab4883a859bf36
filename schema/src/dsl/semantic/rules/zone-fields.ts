import { COLUMN_TYPES } from '../../codes';
import type { Section } from '../../section';
import {
  builderFieldNature,
  datasetFieldNature,
  selectedColumns,
  type FieldNature,
  type SectionContext,
} from '../columns';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';
import { ZONE_MESSAGES, aboutColumn } from './zone-messages';

/**
 * Spec section 5, column drag: the dimension zone (column_type 0) takes only dimension fields, the value zone
 * (column_type 1) only numeric fields. What the field is comes from the bundle's dataset when there is one, else
 * from the column's is_index; when neither says, nothing is claimed.
 */
export function builderZoneFields(section: Section, sectionAt: string, context: SectionContext): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  for (const { column, index } of selectedColumns(section)) {
    const defined = context.dataset?.columns.find((c) => c.column_key === column.column_key);
    const nature: FieldNature = defined ? datasetFieldNature(defined) : builderFieldNature(column);
    const pointer = at(sectionAt, 'column_config_model_list', index, 'column_type');
    if (column.column_type === COLUMN_TYPES.DIMENSION && nature.indicator === true) {
      issues.push(error(pointer, aboutColumn(ZONE_MESSAGES.dimensionOnly, column.column_key)));
    }
    if (column.column_type === COLUMN_TYPES.INDICATOR && nature.numeric === false) {
      issues.push(error(pointer, aboutColumn(ZONE_MESSAGES.valueOnly, column.column_key)));
    }
  }
  return issues;
}
