import type { Lang } from '@tessera/schema/rules';

/**
 * Texts of the field list and the drop zones. They are not in the designer's i18n instance: the looker loads these
 * components without the designer, so they carry their own few texts and take the language from their host.
 */
const zh = {
  search: '搜索字段',
  dimensions: '维度',
  indicators: '指标',
  noFields: '没有匹配的字段',
  dimensionZone: '维度',
  indicatorZone: '数值',
  dropDimension: '把维度拖到这里',
  dropIndicator: '把指标拖到这里',
  remove: '移出',
};

const en: Record<keyof typeof zh, string> = {
  search: 'Search fields',
  dimensions: 'Dimensions',
  indicators: 'Indicators',
  noFields: 'No field matches',
  dimensionZone: 'Dimensions',
  indicatorZone: 'Values',
  dropDimension: 'Drag a dimension here',
  dropIndicator: 'Drag an indicator here',
  remove: 'Remove',
};

export type BindingText = keyof typeof zh;

export const BINDING_TEXTS: Record<Lang, Record<BindingText, string>> = { zh, en };
