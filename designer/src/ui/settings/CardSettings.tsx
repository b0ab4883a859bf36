import { Button, Collapse, Input, Segmented, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { COLUMN_TYPES, FORMATTERS, type Section } from '@tessera/schema/dsl';
import { addCard, cardName, removeCard, setCardMode, setSetting } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import ColumnSelect from './ColumnSelect';
import SchemaField, { FieldRow } from './SchemaField';
import TranslatedField from '../translations/TranslatedField';

const FORMATTER_TEXT = Object.fromEntries(FORMATTERS.map((f) => [f, `formatters.${f}` as TextKey]));

/** The single filtered value a card shows: one dimension and its value (spec section 5). */
function CardFilter({ section, index }: { section: Section; index: number }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  const filters = section.card_info_models?.[index]?.filters ?? {};
  const [key = ''] = Object.keys(filters);
  const value = filters[key];
  const dimensions = (section.column_config_model_list ?? []).filter((c) => c.column_type === COLUMN_TYPES.DIMENSION);
  const pointer = `/card_info_models/${index}/filters`;
  const set = (next: Record<string, string>, typing: boolean, said: string) =>
    setSetting(store, id, { pointer, value: next, label: 'settings.filterValue', said, typing });
  return (
    <>
      <FieldRow label={t('settings.filterField')} testId={`setting-${pointer}/key`}>
        <Select
          size="small"
          aria-label={t('settings.filterField')}
          value={key || undefined}
          options={dimensions.map((d) => ({ value: d.column_key, label: d.column_name }))}
          onChange={(next: string) =>
            set({ [next]: value === undefined || value === null ? '' : String(value) }, false, next)
          }
          popupMatchSelectWidth={false}
        />
      </FieldRow>
      <FieldRow label={t('settings.filterValue')} testId={`setting-${pointer}/value`}>
        <Input
          size="small"
          aria-label={t('settings.filterValue')}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => set({ [key]: e.target.value }, true, e.target.value)}
          onBlur={() => store.getState().endTyping()}
        />
      </FieldRow>
    </>
  );
}

/** A card section's cards: one indicator each, as a summary or a single filtered value. */
export default function CardSettings({ section }: { section: Section }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  const cards = section.card_info_models ?? [];
  const hasDimension = (section.column_config_model_list ?? []).some((c) => c.column_type === COLUMN_TYPES.DIMENSION);
  const c = (i: number, rest: string) => `/card_info_models/${i}/${rest}`;
  return (
    <div data-testid="card-settings">
      {cards.length === 0 && <div className="ts-settings-hint">{t('settings.noCards')}</div>}
      <Collapse
        size="small"
        items={cards.map((card, i) => ({
          key: String(i),
          label: <span data-testid="card-title">{cardName(card) || t('settings.cardN', { n: i + 1 })}</span>,
          extra: (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('settings.remove')}
              onClick={(e) => {
                e.stopPropagation();
                removeCard(store, id, i);
              }}
            />
          ),
          children: (
            <div data-testid={`card-${i}`}>
              <ColumnSelect
                section={section}
                pointer={c(i, 'column_key')}
                label="settings.cardField"
                role="indicator"
              />
              <TranslatedField id={id} parent={`/card_info_models/${i}`} field="title" label="settings.cardTitle" />
              <SchemaField id={id} pointer={c(i, 'aggregate')} label="settings.aggregate" verbatim />
              <SchemaField id={id} pointer={c(i, 'formatter')} label="settings.formatter" choices={FORMATTER_TEXT} />
              <FieldRow label={t('settings.cardMode')} testId={`setting-${c(i, 'mode')}`}>
                <Segmented
                  size="small"
                  value={card.filters ? 'filtered' : 'summary'}
                  options={[
                    { value: 'summary', label: t('settings.summary') },
                    { value: 'filtered', label: t('settings.filtered'), disabled: !hasDimension },
                  ]}
                  onChange={(mode) => setCardMode(store, id, i, mode as 'summary' | 'filtered')}
                />
              </FieldRow>
              {card.filters && <CardFilter section={section} index={i} />}
              <TranslatedField
                id={id}
                parent={`/card_info_models/${i}`}
                field="description"
                label="settings.description"
              />
              <SchemaField id={id} pointer={c(i, 'is_show')} label="settings.cardShown" />
            </div>
          ),
        }))}
      />
      <Button size="small" icon={<PlusOutlined />} onClick={() => addCard(store, id)} data-testid="add-card">
        {t('settings.addCard')}
      </Button>
    </div>
  );
}
