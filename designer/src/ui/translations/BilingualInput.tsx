import { Input } from 'antd';
import { useText } from '../../i18n';
import './translations.css';

interface Props {
  /** The default text (the product's default language). */
  value: string;
  /** Its English version; '' when there is none. */
  english: string;
  onValue: (text: string) => void;
  onEnglish: (text: string) => void;
  /** Ends the typing step (one undo step per focus). */
  onBlur: () => void;
  /** What the pair edits, for screen readers. */
  label: string;
  /** Test id of the default text's input (the English one adds -en, the pair -pair). */
  testId: string;
}

/**
 * The default text and its English version side by side in one compact control; the English field says what it
 * falls back to (the default text) while empty.
 */
export default function BilingualInput({ value, english, onValue, onEnglish, onBlur, label, testId }: Props) {
  const t = useText();
  return (
    <span className="ts-bilingual" data-testid={`${testId}-pair`}>
      <Input
        size="small"
        aria-label={label}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
      <Input
        size="small"
        lang="en"
        prefix={<span className="ts-bilingual-tag">EN</span>}
        aria-label={t('translations.englishOf', { field: label })}
        placeholder={value || t('translations.english')}
        value={english}
        onChange={(e) => onEnglish(e.target.value)}
        onBlur={onBlur}
        data-testid={`${testId}-en`}
      />
    </span>
  );
}
