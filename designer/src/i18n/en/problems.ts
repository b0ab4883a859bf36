import type zh from '../zh/problems';

export default {
  title: 'Problems',
  none: 'No problems',
  errors: 'Errors: {{count}}',
  warnings: 'Warnings: {{count}}',
  error: 'Error',
  warning: 'Warning',
  json: 'JSON',
  server: 'Server',
  page: 'Page',
} satisfies Record<keyof typeof zh, string>;
