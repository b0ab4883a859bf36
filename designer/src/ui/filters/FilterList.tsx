import { useState } from 'react';
import { Button, Empty, Select, Space, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { DatasetColumn, FilterType } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { addFilter, filtersIn, moveFilter, removeFilter, type FilterScope } from '../../commands/filters';
import { useDesigner, useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { FILTER_TYPES } from '../../kinds/filter-types';
import { FilterAtContext } from './context';
import FilterEditor from './FilterEditor';
import type { FilterSources } from './sources';

interface FilterListProps {
  scope: FilterScope;
  lang: Lang;
  /** The dataset's fields: filter keys are picked among them, a new filter takes the first of a fitting kind. */
  fields: readonly DatasetColumn[];
  sources?: FilterSources;
  testId: string;
}

const dateLike = (f: DatasetColumn) => /date|time/i.test(f.data_type ?? '') || f.column_key === 'dt';

/**
 * The field a new filter of that type fits, among those no filter of the list uses yet: a date column for a date
 * picker, an indicator for a between, else a dimension that is not a date.
 */
function columnFor(
  type: FilterType,
  fields: readonly DatasetColumn[],
  taken: ReadonlySet<string>,
): { key: string; name: string } | undefined {
  const free = fields.filter((f) => !taken.has(f.column_key));
  const dimensions = free.filter((f) => f.column_type === 0);
  const pick =
    type === 'datepicker'
      ? dimensions.find(dateLike)
      : type === 'between'
        ? free.find((f) => f.column_type === 1)
        : dimensions.find((f) => !dateLike(f));
  return pick ? { key: pick.column_key, name: pick.column_name } : undefined;
}

/** One scope's filters in their order: add by type, reorder, delete, and open one's settings. */
export default function FilterList({ scope, lang, fields, sources, testId }: FilterListProps) {
  const t = useText();
  const store = useDesignerStore();
  const filters = useDesigner((s) => filtersIn(s.doc, scope));
  const [type, setType] = useState<FilterType>('select');
  const [open, setOpen] = useState<number | null>(null);

  const add = () =>
    setOpen(addFilter(store, scope, type, lang, columnFor(type, fields, new Set(filters.map((f) => f.class_en)))));
  const move = (from: number, to: number) => {
    moveFilter(store, scope, from, to);
    if (open === from) setOpen(to);
    else if (open === to) setOpen(from);
  };

  return (
    <div className="ts-filter-list" data-testid={testId}>
      {filters.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('filters.none')} />}
      {filters.map((filter, index) => (
        <div key={index} className="ts-filter-item" data-testid="filter-item">
          <div className="ts-filter-row">
            <button
              type="button"
              className="ts-filter-title"
              data-testid="filter-open"
              aria-expanded={open === index}
              onClick={() => setOpen(open === index ? null : index)}
            >
              <SettingOutlined /> <span className="ts-filter-name">{filter.name || filter.class_en}</span>
              <Tag className="ts-filter-tag">{t(`filters.type_${filter.type ?? 'select'}`)}</Tag>
            </button>
            <Space.Compact size="small">
              <Tooltip title={t('filters.moveUp')}>
                <Button
                  icon={<ArrowUpOutlined />}
                  aria-label={t('filters.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
              </Tooltip>
              <Tooltip title={t('filters.moveDown')}>
                <Button
                  icon={<ArrowDownOutlined />}
                  aria-label={t('filters.moveDown')}
                  disabled={index === filters.length - 1}
                  onClick={() => move(index, index + 1)}
                />
              </Tooltip>
              <Tooltip title={t('filters.remove')}>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('filters.remove')}
                  data-testid="filter-remove"
                  onClick={() => {
                    removeFilter(store, scope, index);
                    setOpen(null);
                  }}
                />
              </Tooltip>
            </Space.Compact>
          </div>
          {open === index && (
            <FilterAtContext.Provider value={{ scope, index, filter, siblings: filters }}>
              <FilterEditor fields={fields} sources={sources} />
            </FilterAtContext.Provider>
          )}
        </div>
      ))}
      <Space.Compact className="ts-filter-add" size="small">
        <Select<FilterType>
          value={type}
          onChange={setType}
          aria-label={t('filters.type')}
          data-testid={`${testId}-type`}
          popupMatchSelectWidth={false}
          options={FILTER_TYPES.map((v) => ({ value: v, label: t(`filters.type_${v}`) }))}
        />
        <Button icon={<PlusOutlined />} onClick={add} data-testid={`${testId}-add`}>
          {t('filters.add')}
        </Button>
      </Space.Compact>
    </div>
  );
}
