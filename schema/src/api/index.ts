/**
 * `@tessera/schema/api`: the data service's wire shapes (envelope, entities, report answers), its request contracts
 * and input limits, and the one key-conversion step. Pure declarations: the validator lives in `/validate`.
 */
export * from './envelope';
export * from './entities';
export * from './report';
export * from './case';
export * from './requests';
export * from './lifecycle';
export * from './options';
export * from './manage';
export * from './datasets';
export * from './connections';
export * from './roles';
export * from './approvals';
export * from './filter-lists';
export * from './field-authority';
export * from './sharing';
export * from './help';
export * from './looker';
export * from './monitors';
export * from './realtime';
export * from './social';
export * from './visit-stats';
