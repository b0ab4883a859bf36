import { Type, type TOptional, type TString } from '@sinclair/typebox';
import { StrictObject } from './common';

/**
 * Page content in more than one language. The text fields of an entity (a page's name, a section's title, a
 * filter's name, …) hold the default text, in Chinese, the product's default language. An entity may carry an
 * `i18n` companion with the same fields in other languages:
 *
 *     { "title": "核心总览", "i18n": { "en": { "title": "Core overview" } } }
 *
 * Why a companion object rather than `title_en` beside `title`: the spec already spends `_en` on keys (`class_en` is
 * a filter's column key), the translated keys keep their own names (no renaming table), and a later language is one
 * more key of `i18n`, not a new field on every entity. Every translation is optional: a missing or empty one falls
 * back to the default text, so documents written before translations existed stay valid and unchanged.
 */
export const CONTENT_LANGS = ['en'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

type TextFields<K extends string> = { [P in K]: TOptional<TString> };

/** The `i18n` property of an entity whose text fields `keys` may be translated. */
export function Translations<const K extends string>(keys: readonly K[], what: string) {
  const fields = Object.fromEntries(
    keys.map((key) => [key, Type.Optional(Type.String({ description: `${key} in this language` }))]),
  ) as TextFields<K>;
  const en = StrictObject(fields, { description: `English texts of the ${what}` });
  return Type.Optional(
    StrictObject(
      { en: Type.Optional(en) },
      {
        description: `Translations of the ${what}'s texts (${keys.join(', ')}) by language; a missing one falls back to the default text`,
      },
    ),
  );
}

/** What any translatable entity looks like to the code that picks a language. */
export type TranslatedEntity = { i18n?: { [lang in ContentLang]?: { [key: string]: unknown } } };
