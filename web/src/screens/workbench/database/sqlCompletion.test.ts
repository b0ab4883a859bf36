import { qualifierBefore, referencedTables } from './sqlCompletion';

describe('the tables a statement reads, for completing their columns', () => {
  it('finds FROM and JOIN tables with their aliases, quoted or not, and skips keywords as aliases', () => {
    expect(
      referencedTables(
        'SELECT o.id FROM orders o JOIN `order items` AS i ON i.order_id = o.id LEFT JOIN shop.customers WHERE 1',
      ),
    ).toEqual([
      { table: 'orders', alias: 'o' },
      { table: 'order items', alias: 'i' },
      { table: 'customers', alias: null },
    ]);
    expect(referencedTables('select * from "Sales" s where s.x = 1 group by 1')).toEqual([
      { table: 'Sales', alias: 's' },
    ]);
    expect(referencedTables('SELECT 1')).toEqual([]);
  });

  it('names the table or alias before the dot at the cursor', () => {
    expect(qualifierBefore('SELECT o.')).toBe('o');
    expect(qualifierBefore('SELECT o.cu')).toBe('o');
    expect(qualifierBefore('WHERE `order items`.')).toBe('order items');
    expect(qualifierBefore('SELECT cu')).toBeNull();
    expect(qualifierBefore('SELECT 1.5')).toBeNull();
  });
});
