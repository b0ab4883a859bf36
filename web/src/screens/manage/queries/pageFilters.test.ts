import { pageFilters, pageSort } from './pageFilters';

describe('the report query form as call filters', () => {
  it('sends day bounds in the browser offset, and only the filters that are set', () => {
    const body = pageFilters({
      search_content: '  留存 ',
      status: '0',
      charge_username: null,
      changed_at: ['2026-11-01', '2026-11-20'],
      views: [undefined, 0],
    });
    expect(body.search_content).toBe('留存');
    expect(body.status).toBe(0);
    expect(body).not.toHaveProperty('charge_username');
    expect(body.changed_from).toMatch(/^2026-11-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(body.changed_to).toMatch(/^2026-11-20T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(Date.parse(body.changed_to ?? '') - Date.parse(body.changed_from ?? '')).toBe(20 * 86_400_000 - 1);
    expect(body.views_max).toBe(0);
    expect(body).not.toHaveProperty('views_min');
  });

  it('sorts by the sorted column, last change first by default', () => {
    expect(pageSort(undefined)).toBe('changed_desc');
    expect(pageSort({ changed_at: 'ascend' })).toBe('changed_asc');
    expect(pageSort({ views: 'descend' })).toBe('views_desc');
    expect(pageSort({ views: 'ascend' })).toBe('views_asc');
  });
});
