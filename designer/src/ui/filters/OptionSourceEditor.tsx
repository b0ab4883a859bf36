import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { optionSourceOf, setOptionSource, type OptionSource } from '../../commands/filters';
import { useDesignerStore } from '../../edit/hooks';
import { useText, type TextKey } from '../../i18n';
import { useFilterAt, useFilterEdit } from './context';
import { TextField } from './fields';
import { useChoices, type FilterSources } from './sources';
import { writeEnglish } from '../../commands/translations';

const SOURCES: { value: OptionSource; label: TextKey }[] = [
  { value: 'dataset', label: 'filters.sourceDataset' },
  { value: 'manual', label: 'filters.sourceManual' },
  { value: 'global', label: 'filters.sourceGlobal' },
  { value: 'sql', label: 'filters.sourceSql' },
];

/** The fixed values of a manual source: label and value per row; each row's text is its own typing step. */
function ManualValues() {
  const t = useText();
  const { filter } = useFilterAt();
  const { change, end } = useFilterEdit();
  const values = filter.values ?? [];
  return (
    <div data-testid="filter-manual-values">
      {values.map((option, i) => (
        <Space.Compact key={i} className="ts-filter-option-row">
          <Input
            value={option.name}
            placeholder={t('filters.optionName')}
            aria-label={t('filters.optionName')}
            data-testid={`filter-option-name-${i}`}
            onChange={(e) =>
              change('filters.options', (d) => void (d.values![i].name = e.target.value), `option-name-${i}`)
            }
            onBlur={end}
          />
          <Input
            lang="en"
            value={option.i18n?.en?.name ?? ''}
            placeholder={option.name || t('translations.english')}
            prefix={<span className="ts-bilingual-tag">EN</span>}
            aria-label={t('translations.englishOf', { field: t('filters.optionName') })}
            data-testid={`filter-option-name-en-${i}`}
            onChange={(e) =>
              change('filters.options', (d) => writeEnglish(d.values![i], 'name', e.target.value), `option-en-${i}`)
            }
            onBlur={end}
          />
          <Input
            value={String(option.value)}
            placeholder={t('filters.optionValue')}
            aria-label={t('filters.optionValue')}
            data-testid={`filter-option-value-${i}`}
            onChange={(e) =>
              change('filters.options', (d) => void (d.values![i].value = e.target.value), `option-value-${i}`)
            }
            onBlur={end}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('filters.remove')}
            onClick={() => change('filters.options', (d) => void d.values!.splice(i, 1))}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        data-testid="filter-option-add"
        onClick={() =>
          change('filters.options', (d) => {
            const n = (d.values ??= []).length + 1;
            d.values.push({ name: `${t('filters.optionName')} ${n}`, value: String(n) });
          })
        }
      >
        {t('filters.addOption')}
      </Button>
    </div>
  );
}

/**
 * Where a choice filter's options come from: the dataset column's values, fixed values, a global select option of
 * the app, or SQL on a connection the host lists (the data service runs it, spec section 3 "Data source").
 */
export default function OptionSourceEditor({ sources }: { sources?: FilterSources }) {
  const t = useText();
  const store = useDesignerStore();
  const { filter, scope, index } = useFilterAt();
  const { change } = useFilterEdit();
  const source = optionSourceOf(filter);
  const connections = useChoices(source === 'sql' ? sources?.connections : undefined);
  const selects = useChoices(source === 'global' ? sources?.globalSelects : undefined);
  return (
    <div data-testid="filter-option-source">
      <Form.Item label={t('filters.options')}>
        <Radio.Group
          value={source}
          data-testid="filter-source"
          onChange={(e) => setOptionSource(store, scope, index, e.target.value as OptionSource)}
        >
          <Space direction="vertical" size={2}>
            {SOURCES.map((s) => (
              <Radio key={s.value} value={s.value} data-testid={`filter-source-${s.value}`}>
                {t(s.label)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {source === 'manual' && <ManualValues />}
      {source === 'global' && (
        <Form.Item label={t('filters.globalSelect')}>
          <Select<number | string>
            value={filter.map_id ?? undefined}
            data-testid="filter-global-select"
            options={selects.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => change('filters.globalSelect', (d) => void (d.map_id = id))}
          />
        </Form.Item>
      )}
      {source === 'sql' && (
        <>
          <Form.Item label={t('filters.connection')}>
            <Select<number | string>
              value={filter.sql_db_id ?? undefined}
              data-testid="filter-connection"
              notFoundContent={t('filters.noConnections')}
              options={connections.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id) => change('filters.connection', (d) => void (d.sql_db_id = id))}
            />
          </Form.Item>
          <TextField field="select_sql" label="filters.selectSql" testId="filter-select-sql" multiline />
        </>
      )}
    </div>
  );
}
