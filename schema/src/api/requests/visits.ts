/** Page visits. */
import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import { contract } from './primitives';

/** A site path: absolute, without the base path. */
export const sitePath = Type.String({ minLength: 1, maxLength: INPUT_LIMITS.URL, pattern: INPUT_LIMITS.PATH_PATTERN });

export const VisitUrlBody = contract('VisitUrlBody', { url: sitePath });
export type VisitUrlBody = Static<typeof VisitUrlBody>;
