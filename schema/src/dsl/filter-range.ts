import { type Static } from '@sinclair/typebox';
import { Scalar, StrictObject } from './common';

/** Bounds of a between filter; either bound may be empty (null), but a query needs at least one (spec section 5). */
export const FilterRangeSchema = StrictObject(
  {
    start: Scalar('Lower bound (inclusive); null when open'),
    end: Scalar('Upper bound (inclusive); null when open'),
  },
  { description: 'Bounds of a between filter' },
);
export type FilterRange = Static<typeof FilterRangeSchema>;
