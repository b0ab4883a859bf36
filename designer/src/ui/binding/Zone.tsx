import { useState } from 'react';
import { Button, Select, Tooltip } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined, TranslationOutlined } from '@ant-design/icons';
import {
  AGGREGATES,
  DEFAULT_SORTS,
  FORMATTERS,
  type BuilderColumn,
  type DatasetColumn,
  type Section,
} from '@tessera/schema/dsl';
import { SORT_TEXT, cycleSort, removeField, setAggregate, setFormatter, zoneColumns } from '../../commands/fields';
import { setSetting } from '../../commands/settings';
import { setEnglish } from '../../commands/translations';
import BilingualInput from '../translations/BilingualInput';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import type { Lang } from '@tessera/schema/rules';
import { ZoneList, type ZoneRole } from '../../binding';

const SORT_ICON = {
  [DEFAULT_SORTS.NONE]: null,
  [DEFAULT_SORTS.ASC]: <SortAscendingOutlined />,
  [DEFAULT_SORTS.DESC]: <SortDescendingOutlined />,
};

/** An indicator's own settings: aggregate, formatter and default sort (none → asc → desc, by clicks). */
function IndicatorSettings({ sectionId, column }: { sectionId: string; column: BuilderColumn }) {
  const t = useText();
  const store = useDesignerStore();
  const key = column.column_key;
  const sort = column.default_sort ?? DEFAULT_SORTS.NONE;
  return (
    <div className="ts-designer-indicator">
      <Select
        size="small"
        aria-label={t('data.aggregate')}
        value={column.aggregate ?? AGGREGATES[0]}
        options={AGGREGATES.map((a) => ({ value: a, label: a }))}
        onChange={(value) => setAggregate(store, sectionId, key, value)}
        popupMatchSelectWidth={false}
        data-testid={`aggregate-${key}`}
      />
      <Select
        size="small"
        aria-label={t('data.formatter')}
        value={column.formatter ?? 'thousands_point'}
        options={FORMATTERS.map((f) => ({ value: f, label: t(`formatters.${f}`) }))}
        onChange={(value) => setFormatter(store, sectionId, key, value)}
        popupMatchSelectWidth={false}
        data-testid={`formatter-${key}`}
      />
      <Tooltip title={t('data.sort')}>
        <Button
          size="small"
          icon={SORT_ICON[sort]}
          onClick={() => cycleSort(store, sectionId, key)}
          data-testid={`sort-${key}`}
        >
          {t(SORT_TEXT[sort])}
        </Button>
      </Tooltip>
    </div>
  );
}

/**
 * A field's own name and description in the section, each beside its English version: charts name series, legends
 * and cards after them, and the table heads its columns with them. Dropped, a field brings the dataset's English name.
 */
function FieldTexts({ section, column }: { section: Section; column: BuilderColumn }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  const index = (section.column_config_model_list ?? []).findIndex((c) => c.column_key === column.column_key);
  if (index < 0) return null;
  const parent = `/column_config_model_list/${index}`;
  const key = column.column_key;
  const end = () => store.getState().endTyping();
  return (
    <div className="ts-designer-field-texts" data-testid={`field-texts-${key}`}>
      <span className="ts-designer-field-texts-label">{t('translations.fieldName')}</span>
      <BilingualInput
        label={t('translations.fieldName')}
        value={column.column_name}
        english={column.i18n?.en?.column_name ?? ''}
        onValue={(text) =>
          setSetting(store, id, {
            pointer: `${parent}/column_name`,
            value: text,
            label: 'translations.fieldName',
            typing: true,
          })
        }
        onEnglish={(text) => setEnglish(store, id, parent, 'column_name', text, 'translations.fieldName')}
        onBlur={end}
        testId={`field-name-${key}`}
      />
      <span className="ts-designer-field-texts-label">{t('translations.fieldDescription')}</span>
      <BilingualInput
        label={t('translations.fieldDescription')}
        value={column.description ?? ''}
        english={column.i18n?.en?.description ?? ''}
        onValue={(text) =>
          setSetting(store, id, {
            pointer: `${parent}/description`,
            value: text === '' ? undefined : text,
            label: 'translations.fieldDescription',
            typing: true,
          })
        }
        onEnglish={(text) => setEnglish(store, id, parent, 'description', text, 'translations.fieldDescription')}
        onBlur={end}
        testId={`field-description-${key}`}
      />
    </div>
  );
}

interface ZoneProps {
  section: Section;
  role: ZoneRole;
  fields: readonly DatasetColumn[];
  /** The last drop here was refused: the spec's sentence, shown where the field was let go. */
  refusal: string | null;
  lang: Lang;
}

/** A drop zone of the section: the shared zone over the section's columns, with an indicator's own settings. */
export default function Zone({ section, role, fields, refusal, lang }: ZoneProps) {
  const t = useText();
  const store = useDesignerStore();
  const sectionId = String(section.id);
  // The fields whose texts are unfolded: the zones stay compact until a name is to be changed or translated.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <ZoneList
      role={role}
      columns={zoneColumns(section, role)}
      fields={fields}
      refusal={refusal}
      lang={lang}
      onRemove={(key) => removeField(store, sectionId, key)}
      actions={(column) => (
        <Button
          size="small"
          type={open.has(column.column_key) ? 'primary' : 'text'}
          icon={<TranslationOutlined />}
          aria-label={t('translations.fieldTexts')}
          aria-expanded={open.has(column.column_key)}
          onClick={() => toggle(column.column_key)}
          data-testid={`field-texts-toggle-${column.column_key}`}
        />
      )}
      settings={(column) => (
        <>
          {open.has(column.column_key) && <FieldTexts section={section} column={column} />}
          {role === 'indicator' && <IndicatorSettings sectionId={sectionId} column={column} />}
        </>
      )}
    />
  );
}
