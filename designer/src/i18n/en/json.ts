import type zh from '../zh/json';

export default {
  tab: 'JSON',
  loading: 'Loading the JSON editor…',
  synced: 'The JSON matches the canvas',
  syntax: 'The JSON has a syntax error; the canvas keeps the last valid page: {{error}}',
  invalid: 'The JSON does not fit the page structure ({{count}} problems); the canvas keeps the last valid page',
  notObject: 'A page must be an object',
  noEditor: 'No JSON editor here',
  sectionInvalid: 'The section is misconfigured; fix it to see its chart',
  newNeedsSaved: 'This page is not stored yet: save it to preview its sections',
} satisfies Record<keyof typeof zh, string>;
