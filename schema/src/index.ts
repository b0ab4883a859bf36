export * from './constants';
export * from './api/envelope';
export * from './api/entities';
export * from './api/case';
export * from './api/requests';
export * from './rules';
export * from './dsl';
export * from './charts';
