import { Form, Select, Switch } from 'antd';
import { isFlagOn } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import { useFilterAt, useFilterEdit } from './context';
import { SchemaLabel } from './fields';

/** The value of the parent select that means "the filter just before" (no filter_key: the server's rule). */
const BEFORE = '';

/**
 * The linked select (interlock): on, the filter's options follow its parent's value; the parent is a sibling named
 * by filter_key, or the filter before it.
 */
export default function LinkedEditor() {
  const t = useText();
  const { filter, siblings, index } = useFilterAt();
  const { change } = useFilterEdit();
  const on = isFlagOn(filter.is_interlock);
  const parents = siblings.filter((f, i) => i !== index && f.class_en !== filter.class_en);
  return (
    <div data-testid="filter-linked">
      <div className="ts-filter-flag">
        <SchemaLabel field="is_interlock" label="filters.interlock" />
        <Switch
          size="small"
          checked={on}
          data-testid="filter-interlock"
          onChange={(checked) =>
            change('filters.interlock', (d) => {
              if (checked) {
                d.is_interlock = 1;
                // The nearest filter before it is the natural parent; named, so a reorder keeps it.
                const before = siblings[index - 1];
                if (before) d.filter_key = before.class_en;
              } else {
                delete d.is_interlock;
                delete d.filter_key;
              }
            })
          }
        />
      </div>
      {on && (
        <Form.Item label={<SchemaLabel field="filter_key" label="filters.parent" />}>
          <Select<string>
            value={filter.filter_key ?? BEFORE}
            data-testid="filter-parent"
            popupMatchSelectWidth={false}
            options={[
              { value: BEFORE, label: t('filters.parentBefore') },
              ...parents.map((p) => ({ value: p.class_en, label: `${p.name} (${p.class_en})` })),
            ]}
            onChange={(key) =>
              change('filters.parent', (d) => {
                if (key === BEFORE) delete d.filter_key;
                else d.filter_key = key;
              })
            }
          />
        </Form.Item>
      )}
    </div>
  );
}
