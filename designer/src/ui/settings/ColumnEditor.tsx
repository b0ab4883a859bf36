import { Input, Select } from 'antd';
import { DEFAULT_SORTS, FORMATTERS, type Filter, type TableColumn } from '@tessera/schema/dsl';
import { RULE_TEXT, ruleChoiceOf, setColumnRules, setSetting, type RuleChoice } from '../../commands/settings';
import { SORT_TEXT } from '../../commands/fields';
import { useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import { useLang } from './context';
import { helpOf } from './help';
import ListField from './ListField';
import { schemaAt } from './schema';
import SchemaField, { FieldRow } from './SchemaField';
import TranslatedField from '../translations/TranslatedField';

const SORTS = Object.fromEntries(Object.values(DEFAULT_SORTS).map((s) => [String(s), SORT_TEXT[s]]));
const FORMATTER_TEXT = Object.fromEntries(FORMATTERS.map((f) => [f, `formatters.${f}` as TextKey]));
const RULE_CHOICES = Object.keys(RULE_TEXT) as RuleChoice[];

/** The value a radio/tab filter must have for the column to show: one per switch filter of the section. */
function SwitchValue({
  id,
  index,
  filter,
  column,
}: {
  id: string;
  index: number;
  filter: Filter;
  column: TableColumn;
}) {
  const t = useText();
  const store = useDesignerStore();
  const pointer = `/table_config/columns/${index}/filters/${filter.class_en.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const value = column.filters?.[filter.class_en];
  const label = t('settings.switchValue', { name: filter.name });
  return (
    <FieldRow label={label} help={t('settings.switchHint')} testId={`setting-${pointer}`}>
      <Input
        size="small"
        aria-label={label}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) =>
          setSetting(store, id, {
            pointer,
            value: e.target.value === '' ? undefined : e.target.value,
            label: 'settings.switchFilter',
            typing: true,
          })
        }
        onBlur={() => store.getState().endTyping()}
      />
    </FieldRow>
  );
}

/** Every setting of one table column but its name and visibility (those are on its row). */
export default function ColumnEditor(props: { id: string; index: number; column: TableColumn; switches: Filter[] }) {
  const { id, index, column, switches } = props;
  const t = useText();
  const lang = useLang();
  const store = useDesignerStore();
  const c = (rest: string) => `/table_config/columns/${index}/${rest}`;
  const rules = ruleChoiceOf(column);
  return (
    <div className="ts-settings-column" data-testid={`column-editor-${column.column_key}`}>
      <TranslatedField
        id={id}
        parent={`/table_config/columns/${index}`}
        field="description"
        label="settings.description"
      />
      <SchemaField id={id} pointer={c('is_show_description')} label="settings.showDescription" />
      <SchemaField id={id} pointer={c('props/width')} label="settings.width" />
      <SchemaField id={id} pointer={c('props/fix_width')} label="settings.fixWidth" />
      <SchemaField id={id} pointer={c('is_sort')} label="settings.isSort" />
      <SchemaField id={id} pointer={c('sort_type')} label="settings.sortType" choices={SORTS} />
      <SchemaField id={id} pointer={c('props/formatter')} label="settings.formatter" choices={FORMATTER_TEXT} />
      <SchemaField id={id} pointer={c('is_index')} label="settings.isIndex" />
      <SchemaField id={id} pointer={c('special_column_type')} label="settings.special" />
      <FieldRow
        label={t('settings.colorRules')}
        help={helpOf(schemaAt(c('props/rules')), lang)}
        testId={`setting-${c('props/rules')}`}
      >
        <Select
          size="small"
          aria-label={t('settings.colorRules')}
          value={rules}
          options={RULE_CHOICES.map((r) => ({ value: r, label: t(RULE_TEXT[r]) }))}
          onChange={(choice: RuleChoice) => setColumnRules(store, id, index, choice)}
          popupMatchSelectWidth={false}
        />
      </FieldRow>
      {rules === 'custom' && (
        <>
          <ListField id={id} pointer={c('props/rules/thresholds')} label="settings.thresholds" numbers />
          <ListField id={id} pointer={c('props/rules/labels')} label="settings.ruleLabels" />
          <ListField id={id} pointer={c('props/rules/colors')} label="settings.ruleColors" />
        </>
      )}
      <SchemaField id={id} pointer={c('props/add_color_class')} label="settings.signColor" />
      <SchemaField id={id} pointer={c('radio_type')} label="settings.radioType" />
      <SchemaField id={id} pointer={c('tab_name')} label="settings.tabName" />
      {switches.map((filter) => (
        <SwitchValue key={filter.class_en} id={id} index={index} filter={filter} column={column} />
      ))}
    </div>
  );
}
