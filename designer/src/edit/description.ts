import type { Lang } from '@tessera/schema/rules';
import { textIn, type TextKey } from '../i18n';
import type zhEdits from '../i18n/zh/edits';

/**
 * An edit's text: a key of the edits domain, or a feature's own described edit named in full (`filters.editAdd`),
 * so a feature keeps its texts in its own file.
 */
export type EditKey = keyof typeof zhEdits | Extract<TextKey, `${string}.edit${string}`>;

/** A parameter of a description: plain (a section title, a count) or a text of its own, said in the same language. */
export type DescriptionParam = string | number | { text: TextKey };

/**
 * What an edit did, kept as a key and its parameters rather than a sentence, so the history list follows the
 * interface language and the change summary is written in the language of the person saving.
 */
export interface EditDescription {
  key: EditKey;
  params?: Readonly<Record<string, DescriptionParam>>;
}

export function describeEdit(description: EditDescription, lang: Lang): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(description.params ?? {}))
    params[name] = typeof value === 'object' ? textIn(lang, value.text) : value;
  const key = description.key;
  return textIn(lang, key.includes('.') ? (key as TextKey) : `edits.${key as keyof typeof zhEdits}`, params);
}
