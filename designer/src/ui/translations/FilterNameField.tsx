import { Form } from 'antd';
import { writeEnglish } from '../../commands/translations';
import { useText } from '../../i18n';
import { useFilterAt, useFilterEdit } from '../filters/context';
import { SchemaLabel } from '../filters/fields';
import BilingualInput from './BilingualInput';

/** A filter's name and its English name side by side; each is one typing step per focus. */
export default function FilterNameField() {
  const t = useText();
  const { filter } = useFilterAt();
  const { change, end } = useFilterEdit();
  return (
    <Form.Item label={<SchemaLabel field="name" label="filters.name" />}>
      <BilingualInput
        label={t('filters.name')}
        value={filter.name ?? ''}
        english={filter.i18n?.en?.name ?? ''}
        onValue={(text) => change('filters.name', (d) => void (d.name = text), 'name')}
        onEnglish={(text) => change('filters.name', (d) => writeEnglish(d, 'name', text), 'name-en')}
        onBlur={end}
        testId="filter-name"
      />
    </Form.Item>
  );
}
