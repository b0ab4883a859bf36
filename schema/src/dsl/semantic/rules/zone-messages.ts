import type { LocalizedMessage } from '../../messages';

/** The column builder's drag-zone messages, worded as the product shows them (spec section 5). */
export const ZONE_MESSAGES = {
  dimensionOnly: { en: 'please drag a dimension here', zh: '请拖入维度' },
  valueOnly: { en: 'please drag a value here', zh: '请拖入数值' },
  oneDimensionUnderIndicators: {
    en: 'only one dimension under multiple indicators; for two dimensions keep one indicator',
    zh: '多个指标下只能有一个维度；如需两个维度，请只保留一个指标',
  },
  oneIndicatorUnderTwoDimensions: { en: '2 dimensions allow only 1 indicator', zh: '2个维度只能有1个指标' },
} satisfies Record<string, LocalizedMessage>;

/** The spec's wording plus which column, so the message can be acted on in a file as well as in the designer. */
export function aboutColumn(message: LocalizedMessage, key: string): LocalizedMessage {
  return { en: `${message.en} ("${key}")`, zh: `${message.zh}（"${key}"）` };
}
