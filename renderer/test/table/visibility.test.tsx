import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Filter } from '@tessera/schema/dsl';
import { answer, fakeClient } from '../fakeClient';
import { bodyRows, column, headers, renderTable, tableSection } from './harness';

const ROW = { city: 'Lyon', daily: 1, weekly: 7, cn: 2, us: 3 };
const loaded = (container: HTMLElement) => waitFor(() => expect(bodyRows(container)).toHaveLength(1));

describe('table column visibility', () => {
  test('tabs derived from tab_name switch which columns show, without a new query', async () => {
    const client = fakeClient({ data: () => answer([ROW]) });
    const columns = [
      column('city', 'City'),
      column('daily', 'Daily', { tab_name: '日' }),
      column('weekly', 'Weekly', { tab_name: '周' }),
    ];
    const { container } = renderTable(tableSection({}, columns), { client });
    await loaded(container);
    expect(headers(container)).toEqual(['City', 'Daily']);

    fireEvent.click(screen.getByText('周'));
    expect(headers(container)).toEqual(['City', 'Weekly']);
    expect(bodyRows(container)).toEqual([['Lyon', '7.00']]);
    expect(client.data).toHaveBeenCalledTimes(1);
  });

  test('radios derived from radio_type show above the table when table_radio_show is on', async () => {
    const client = fakeClient({ data: () => answer([ROW]) });
    const columns = [
      column('city', 'City'),
      column('cn', 'China', { radio_type: 'cn' }),
      column('us', 'USA', { radio_type: 'us' }),
    ];
    const { container } = renderTable(tableSection({ table_radio_show: 1 }, columns), { client });
    await loaded(container);
    expect(headers(container)).toEqual(['City', 'China']);

    fireEvent.click(screen.getByText('us'));
    expect(headers(container)).toEqual(['City', 'USA']);
    expect(client.data).toHaveBeenCalledTimes(1);
  });

  test('without table_radio_show there are no radios and every column shows', async () => {
    const client = fakeClient({ data: () => answer([ROW]) });
    const columns = [
      column('city', 'City'),
      column('cn', 'China', { radio_type: 'cn' }),
      column('us', 'USA', { radio_type: 'us' }),
    ];
    const { container } = renderTable(tableSection({}, columns), { client });
    await loaded(container);
    expect(headers(container)).toEqual(['City', 'China', 'USA']);
    expect(screen.queryByText('us')).toBeNull();
  });

  test("the section's own radio filter decides by its applied value (column filters)", async () => {
    const client = fakeClient({ data: () => answer([ROW]) });
    const filters: Filter[] = [
      {
        name: 'Period',
        class_en: 'period',
        type: 'radio',
        belonging_to: 'table',
        default_value: 'd',
        is_control_query: 0,
      },
    ];
    const columns = [
      column('city', 'City'),
      column('daily', 'Daily', { filters: { period: 'd' } }),
      column('weekly', 'Weekly', { filters: { period: 'w' } }),
    ];
    const { container, applyValues } = renderTable(tableSection({ table_radio_show: 1 }, columns), {
      client,
      filters,
      renderFilters: (placement) => <div>inner filters of the {placement}</div>,
    });
    await loaded(container);
    expect(screen.getByText('inner filters of the table')).toBeTruthy();
    expect(headers(container)).toEqual(['City', 'Daily']);

    applyValues({ period: 'w' });
    expect(headers(container)).toEqual(['City', 'Weekly']);
  });

  test('is_default 0 columns start hidden and the field chooser shows them', async () => {
    const client = fakeClient({ data: () => answer([ROW]) });
    const columns = [column('city', 'City'), column('daily', 'Daily'), column('weekly', 'Weekly', { is_default: 0 })];
    const { container } = renderTable(tableSection({}, columns), { client });
    await loaded(container);
    expect(headers(container)).toEqual(['City', 'Daily']);

    fireEvent.click(screen.getByTestId('table-columns'));
    fireEvent.click(await screen.findByLabelText('Weekly'));
    expect(headers(container)).toEqual(['City', 'Daily', 'Weekly']);
    fireEvent.click(screen.getByLabelText('City'));
    expect(headers(container)).toEqual(['Daily', 'Weekly']);
  });
});
