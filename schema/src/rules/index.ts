/** `@tessera/schema/rules`: the product's constants and the pure report rules shared by browser and server. */
export * from '../constants';
export type { Now } from './day';
export * from './dates';
export * from './filter-values';
export * from './date-filter';
export * from './filter-payload';
export * from './format';
export * from './color-rules';
export * from './text';
export * from './column-visibility';
export * from './global-filters';
export * from './chart-category';
export * from './menu-tree';
export * from './base-path';
export * from './built-in-routes';
export * from './page-diff';
export * from './section-chart-type';
export * from './option-values';
