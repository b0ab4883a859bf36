import type { DslKind } from '../kinds';
import { json, type LocalizedMessage } from '../messages';
import { tokensOf } from './pointer';

/**
 * Spec section 5: a chart height must be a number, a numeric string or auto. The schema (ChartHeightSchema) is the
 * one check; this only words its complaint as the spec does, for the chart's height and the table's alike, in
 * place of the generic type/pattern message.
 */
export function heightMessage(what: 'chart' | 'table', value: unknown): LocalizedMessage {
  return what === 'chart'
    ? {
        en: `chart height must be a number, a numeric string or "auto" (got ${json(value)})`,
        zh: `图表高度必须是数字、数字字符串或 "auto"（实际为 ${json(value)}）`,
      }
    : {
        en: `table height must be a number, a numeric string or "auto" (got ${json(value)})`,
        zh: `表格高度必须是数字、数字字符串或 "auto"（实际为 ${json(value)}）`,
      };
}

/** Which height a pointer names, if any: a chart config's or a table's basic settings'. */
export function heightAt(kind: DslKind, pointer: string): 'chart' | 'table' | undefined {
  const tokens = tokensOf(pointer);
  const last = tokens[tokens.length - 1];
  const parent = tokens[tokens.length - 2];
  if (last !== 'height') return undefined;
  if (kind === 'chart' && tokens.length === 1) return 'chart';
  if (parent === 'chart_config') return 'chart';
  if (parent === 'basic' && tokens[tokens.length - 3] === 'table_config') return 'table';
  return undefined;
}
