import { setEnglish } from '../../commands/translations';
import { setSetting } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import { FieldRow, textOf } from '../settings/SchemaField';
import { useLang, useSectionValue } from '../settings/context';
import { helpOf } from '../settings/help';
import { schemaAt } from '../settings/schema';
import BilingualInput from './BilingualInput';

/**
 * A text setting of the section and its English version side by side: `parent` is the entity's JSON Pointer inside
 * the section ('' for the section itself), `field` the text's key.
 */
export default function TranslatedField({
  id,
  parent,
  field,
  label,
  required,
}: {
  id: string;
  parent: string;
  field: string;
  label: TextKey;
  /** The document always has the text (a section's title): emptied, it stays as ''. */
  required?: boolean;
}) {
  const t = useText();
  const store = useDesignerStore();
  const lang = useLang();
  const pointer = `${parent}/${field}`;
  const value = textOf(useSectionValue(id, pointer));
  const english = textOf(useSectionValue(id, `${parent}/i18n/en/${field}`));
  return (
    <FieldRow label={t(label)} help={helpOf(schemaAt(pointer), lang)} testId={`setting-${pointer}`}>
      <BilingualInput
        label={t(label)}
        value={value}
        english={english}
        onValue={(text) =>
          setSetting(store, id, { pointer, value: text === '' && !required ? undefined : text, label, typing: true })
        }
        onEnglish={(text) => setEnglish(store, id, parent, field, text, label)}
        onBlur={() => store.getState().endTyping()}
        testId={`text${pointer.replaceAll('/', '-')}`}
      />
    </FieldRow>
  );
}
