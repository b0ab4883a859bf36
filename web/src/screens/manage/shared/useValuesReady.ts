import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { rowProblems, type OptionRow } from './optionRows';

/** A check before saving a values grid: repeats or empty cells are named in a toast (the grid marks them too). */
export function useValuesReady(): (rows: OptionRow[] | undefined) => boolean {
  const { t } = useTranslation();
  return (rows = []) => {
    const problems = rowProblems(rows);
    const list = (items: (string | number)[]) => items.slice(0, 10).join(t('manage.listSeparator'));
    if (problems.duplicateValues.length) {
      feedback.message.error(t('values.duplicates', { values: list(problems.duplicateValues) }));
      return false;
    }
    if (problems.blankRows.length) {
      feedback.message.error(t('values.blanks', { rows: list(problems.blankRows) }));
      return false;
    }
    return true;
  };
}
