import { Type, type Static } from '@sinclair/typebox';
import { HEIGHT_PATTERN } from './patterns';

/** Spec section 5: a chart height is a number, a numeric string or auto. Anything else is rejected here. */
export const ChartHeightSchema = Type.Union([Type.Number({ minimum: 0 }), Type.String({ pattern: HEIGHT_PATTERN })], {
  description: 'Height: a number of pixels, a numeric string or "auto"',
});
export type ChartHeight = Static<typeof ChartHeightSchema>;
