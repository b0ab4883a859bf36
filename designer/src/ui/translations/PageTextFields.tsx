import { PAGE_TEXTS, setPageEnglish, setPageText, type PageText } from '../../commands/translations';
import { useDesigner, useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import { FieldRow } from '../settings/SchemaField';
import BilingualInput from './BilingualInput';

const LABELS: Record<PageText, TextKey> = {
  name: 'translations.pageName',
  tips: 'translations.pageTips',
  expand_statement: 'translations.pageStatement',
};

function PageTextField({ field }: { field: PageText }) {
  const t = useText();
  const store = useDesignerStore();
  const value = useDesigner((s) => s.doc[field] ?? '');
  const english = useDesigner((s) => s.doc.i18n?.en?.[field] ?? '');
  const label = LABELS[field];
  return (
    <FieldRow label={t(label)} testId={`page-text-${field}`}>
      <BilingualInput
        label={t(label)}
        value={value}
        english={english}
        onValue={(text) => setPageText(store, field, text, label)}
        onEnglish={(text) => setPageEnglish(store, field, text, label)}
        onBlur={() => store.getState().endTyping()}
        testId={`page-${field.replaceAll('_', '-')}`}
      />
    </FieldRow>
  );
}

/**
 * The page's own texts, each beside its English version: its name (menu, title, breadcrumbs), tips (under the title)
 * and statement (notes about the data). Shown while no section is selected.
 */
export default function PageTextFields() {
  const t = useText();
  return (
    <div className="ts-settings-page-texts" data-testid="page-texts">
      <div className="ts-designer-subtitle">{t('translations.pageTexts')}</div>
      {PAGE_TEXTS.map((field) => (
        <PageTextField key={field} field={field} />
      ))}
    </div>
  );
}
