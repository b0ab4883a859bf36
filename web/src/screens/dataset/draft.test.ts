import type { DatasetColumn, DisplayValue } from '@tessera/schema/dsl';
import {
  draftOfStarter,
  emptyDraft,
  keyFromName,
  placeholderNames,
  saveBody,
  sourceBody,
  syncParams,
  withEnglish,
} from './draft';

describe('dataset drafts', () => {
  it('makes keys the DSL accepts from table names', () => {
    expect(keyFromName('orders')).toBe('orders');
    expect(keyFromName('sales.order items')).toBe('sales_order_items');
    expect(keyFromName('2024_sales')).toBe('ds_2024_sales');
    expect(keyFromName('销售')).toBe('');
  });

  it("follows the SQL's placeholders, keeping what was typed for the ones still there", () => {
    const sql = 'SELECT * FROM t WHERE dt >= {{ start }} AND c IN ({{country}}) AND dt < {{start}}';
    expect(placeholderNames(sql)).toEqual(['start', 'country']);
    const typed = [{ name: 'country', type: 'string' as const, default: 'cn' }];
    expect(syncParams(sql, typed)).toEqual([
      { name: 'start', type: 'string' },
      { name: 'country', type: 'string', default: 'cn' },
    ]);
    expect(syncParams('SELECT 1', typed)).toEqual([]);
  });

  it('opens the console SQL and the table starter as new datasets', () => {
    const fromConsole = emptyDraft(7, 'SELECT a FROM t WHERE b = {{b}}');
    expect(fromConsole).toMatchObject({ connection_id: 7, source: 'sql', params: [{ name: 'b', type: 'string' }] });
    const starter = draftOfStarter({
      connection_id: 3,
      table_name: 'sales.orders',
      sql: 'SELECT\n  "id"\nFROM "sales"."orders"',
      columns: [{ column_key: 'id', column_name: 'id', column_type: 0 }],
    });
    expect(starter).toMatchObject({ key: 'orders', name: 'orders', connection_id: 3, source: 'sql' });
    expect(starter.columns).toHaveLength(1);
  });

  it('sets English texts beside the Chinese ones and removes them, not blanks them, when cleared', () => {
    const column: DatasetColumn = {
      column_key: 'country',
      column_name: '国家',
      column_type: 0,
      description: '下单国家',
    };
    const named = withEnglish(column, 'column_name', 'Country');
    expect(named).toEqual({ ...column, i18n: { en: { column_name: 'Country' } } });
    const described = withEnglish(named, 'description', 'Where the order was placed');
    expect(described.i18n).toEqual({ en: { column_name: 'Country', description: 'Where the order was placed' } });
    // Clearing one keeps the other; clearing the last leaves the column as it was, without an empty i18n.
    expect(withEnglish(described, 'column_name', '').i18n).toEqual({
      en: { description: 'Where the order was placed' },
    });
    expect(withEnglish(withEnglish(described, 'column_name', ''), 'description', '  ')).toEqual(column);
    expect(column).not.toHaveProperty('i18n');

    const value: DisplayValue = { value: 'cn', label: '中国' };
    expect(withEnglish(value, 'label', 'China')).toEqual({
      value: 'cn',
      label: '中国',
      i18n: { en: { label: 'China' } },
    });
    expect(withEnglish(withEnglish(value, 'label', 'China'), 'label', '')).toEqual(value);
  });

  it('sends only the chosen source', () => {
    const draft = { ...emptyDraft(2, 'SELECT * FROM t WHERE x = {{x}}'), key: ' k ', name: ' n ', table_name: 't' };
    expect(saveBody(draft, 5)).toMatchObject({ app_id: 5, key: 'k', name: 'n', sql: draft.sql, table_name: null });
    const table = saveBody({ ...draft, id: 9, source: 'table' }, 5);
    expect(table).toMatchObject({ id: 9, sql: null, table_name: 't', params: [] });
    expect(sourceBody({ ...draft, id: 9 }, 5)).toEqual({
      id: 9,
      app_id: 5,
      connection_id: 2,
      sql: draft.sql,
      table_name: null,
      params: [{ name: 'x', type: 'string' }],
    });
  });
});
