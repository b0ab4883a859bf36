import { Type, type Static } from '@sinclair/typebox';
import { StrictObject } from './common';

/**
 * Share pages to users (spec section 3 "Share query"). Empty lists are caught by the caller with the spec's own
 * messages ('please select share users' / 'please select share pages'), so no minItems here.
 */
export const ShareQuerySchema = StrictObject(
  {
    permission_ids: Type.Array(Type.Integer({ minimum: 1 }), {
      uniqueItems: true,
      description: 'Permission ids of the pages shared',
    }),
    add_user_set: Type.Array(Type.String({ minLength: 1 }), {
      uniqueItems: true,
      description: 'Usernames the pages are shared to',
    }),
  },
  { description: 'A share request' },
);
export type ShareQuery = Static<typeof ShareQuerySchema>;
