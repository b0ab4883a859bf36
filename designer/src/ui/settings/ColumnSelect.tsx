import { Select } from 'antd';
import { COLUMN_TYPES, type Section } from '@tessera/schema/dsl';
import { setSetting } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import { useLang, useSectionValue } from './context';
import { helpOf } from './help';
import { FieldRow } from './SchemaField';
import { schemaAt } from './schema';

interface ColumnSelectProps {
  section: Section;
  pointer: string;
  label: TextKey;
  /** Which of the section's fields it offers. */
  role: 'dimension' | 'indicator';
}

/** A field naming one of the section's columns (a series' indicator, a card's): picked from its fields by name. */
export default function ColumnSelect({ section, pointer, label, role }: ColumnSelectProps) {
  const t = useText();
  const lang = useLang();
  const store = useDesignerStore();
  const id = String(section.id);
  const value = useSectionValue(id, pointer) as string | undefined;
  const type = role === 'dimension' ? COLUMN_TYPES.DIMENSION : COLUMN_TYPES.INDICATOR;
  const columns = (section.column_config_model_list ?? []).filter((c) => c.column_type === type);
  const options = columns.map((c) => ({ value: c.column_key, label: c.column_name }));
  // A key the section no longer has still shows, so the admin sees what to fix.
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <FieldRow label={t(label)} help={helpOf(schemaAt(pointer), lang)} testId={`setting-${pointer}`}>
      <Select
        size="small"
        aria-label={t(label)}
        value={value}
        options={options}
        onChange={(next: string) =>
          setSetting(store, id, {
            pointer,
            value: next,
            label,
            said: columns.find((c) => c.column_key === next)?.column_name ?? next,
          })
        }
        popupMatchSelectWidth={false}
      />
    </FieldRow>
  );
}
