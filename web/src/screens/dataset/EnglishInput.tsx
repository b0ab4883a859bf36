import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The English text; '' when there is none. */
  value: string;
  /** The default (Chinese) text it falls back to, shown while the English one is empty. */
  fallback: string;
  onChange: (text: string) => void;
  /** What the text is (the field's label), for screen readers. */
  label: string;
  testId: string;
}

const EnTag = () => <span className="ts-ds-en-tag">EN</span>;

/**
 * The English version of a one-line text, tagged EN, beside or under its default text (the designer's bilingual
 * pairs look the same; the web app keeps its own small copy rather than reaching into designer internals).
 */
export default function EnglishInput({ value, fallback, onChange, label, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Input
      lang="en"
      prefix={<EnTag />}
      aria-label={t('datasets.englishOf', { field: label })}
      placeholder={fallback || t('datasets.english')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}

/** The English version of a longer text (a description), under its default text, tagged EN on its left. */
export function EnglishTextArea({ value, fallback, onChange, label, testId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="ts-ds-en-area">
      <EnTag />
      <Input.TextArea
        lang="en"
        autoSize={{ minRows: 2, maxRows: 5 }}
        aria-label={t('datasets.englishOf', { field: label })}
        placeholder={fallback || t('datasets.english')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
