import { Type, type Static } from '@sinclair/typebox';
import { AGGREGATES, FORMATTERS } from './codes';
import { Flag, StrictObject, StringEnum, Text, ValueMap } from './common';
import { Translations } from './i18n';

/**
 * One card of a card section. Spec section 5: a card shows exactly one indicator, as a summary or a single
 * filtered value; the spec does not list the card fields, so these are Tessera's.
 */
export const CardInfoSchema = StrictObject(
  {
    title: Type.Optional(Text('Card title; the column name when absent')),
    column_key: Text('Indicator column the card shows', { minLength: 1 }),
    aggregate: Type.Optional(
      StringEnum(AGGREGATES, { description: "Aggregate of the summary; the builder column's when absent" }),
    ),
    formatter: Type.Optional(StringEnum(FORMATTERS, { description: 'How the value is displayed' })),
    filters: Type.Optional(ValueMap('Column key → value picking a single filtered value instead of the summary')),
    description: Type.Optional(Text('Help text shown on the card')),
    i18n: Translations(['title', 'description'], 'card'),
    is_show: Type.Optional(Flag('1: visible')),
  },
  { description: 'A card of a card section' },
);
export type CardInfo = Static<typeof CardInfoSchema>;
