import type zh from '../zh/common';

export default {
  loading: 'Loading…',
  noData: 'No data',
  notLoaded: 'Not loaded by default: set the conditions and click Search',
  load: 'Search',
  empty: 'The query returned no rows',
  error: 'Failed to load',
  retry: 'Retry',
  noSections: 'This page has no online sections yet',
  globalFilters: 'Global filters',
  overriddenByGlobal: 'Set by the global filter "{{name}}"',
  unknownSection: 'This section cannot be shown',
} satisfies Record<keyof typeof zh, string>;
