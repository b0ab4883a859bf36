import type { Lang } from '@tessera/schema/rules';
import zhHelp from '../../i18n/zh/schema-help';
import type { SchemaNode } from './schema';

/**
 * A field's help: the JSON Schema's description, the published contract's own words (English); in Chinese its
 * translation, looked up by that text, so a reworded description simply loses its translation, never shows a wrong one.
 */
export function helpOf(node: SchemaNode | undefined, lang: Lang): string | undefined {
  const description = node?.description;
  if (!description) return undefined;
  return lang === 'en' ? description : zhHelp[description];
}
