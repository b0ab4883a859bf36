import { MISSING_TEXT } from '@tessera/schema/rules';
import { type Section } from '@tessera/schema/dsl';

/**
 * A point's keyed field as readers know it: `label: value` per field, labelled with the section's column names
 * (the keys are dataset column keys); empty when the comment is about no particular point.
 */
export function pointText(
  fieldValue: Readonly<Record<string, string | number | null>>,
  section: Pick<Section, 'column_config_model_list'>,
): string {
  const names = new Map((section.column_config_model_list ?? []).map((c) => [c.column_key, c.column_name]));
  return Object.entries(fieldValue)
    .map(([key, value]) => `${names.get(key) || key}: ${value ?? MISSING_TEXT}`)
    .join(', ');
}
