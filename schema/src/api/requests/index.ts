/**
 * The data service's request contracts, one file per domain. Each is a TypeBox object: the only source of the JSON
 * Schema ajv checks (validate-request.ts), the OpenAPI description and, through `Static`, the handler's type.
 */
export * from './apps';
export * from './auth';
export * from './comments';
export * from './common';
export * from './connections';
export * from './datasets';
export * from './entries';
export * from './limits';
export * from './options';
export * from './pages';
export * from './report';
export * from './roles';
export * from './templates';
export * from './users';
export * from './visits';
export * from './catalog';
export * from './trash';
export * from './manage';
export * from './approvals';
export * from './field-authority';
export * from './sharing';
export * from './help';
export * from './looker';
export * from './monitors';
export * from './realtime';
export * from './favorites';
export * from './feedback';
export * from './announcements';
export * from './visit-stats';
