/** Feedback from the floating button (spec section 7 `POST /api/feedback/save`) and the admins' list of it. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { FEEDBACK_STATUSES } from '../social';
import { INPUT_LIMITS } from './limits';
import { contract, id, oneOfText, paging, searchContent, text } from './primitives';

export const FEEDBACK_LIMITS = { TEXT: 2000 } as const;

/** `feedback` is required (spec section 5); blank text counts as missing, which the server checks after trimming. */
export const FeedbackSaveBody = contract('FeedbackSaveBody', {
  feedback: Type.String({ minLength: 1, maxLength: FEEDBACK_LIMITS.TEXT }),
  /** The page the sender was on. */
  url: text(INPUT_LIMITS.URL),
});
export type FeedbackSaveBody = Static<typeof FeedbackSaveBody>;

export const FeedbackListBody = contract('FeedbackListBody', {
  status: Type.Optional(oneOfText(FEEDBACK_STATUSES)),
  /** In the text, the url or the sender's username. */
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type FeedbackListBody = Static<typeof FeedbackListBody>;

export const FeedbackStatusBody = contract('FeedbackStatusBody', { id, status: oneOfText(FEEDBACK_STATUSES) });
export type FeedbackStatusBody = Static<typeof FeedbackStatusBody>;
