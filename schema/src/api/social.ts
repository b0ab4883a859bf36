/**
 * Answers of favourites, feedback and global announcements (spec section 7 "Favorites", "POST /api/feedback/save",
 * "Trash and announcement"). Times are ISO 8601 text in UTC.
 */

/** A favourite page of the caller: keyed by entry id, so it follows the page when its url or catalog changes. */
export interface FavoriteItem {
  entry_id: number;
  app_id: number;
  name: string;
  name_en: string | null;
  url: string;
  created_at: string;
}

/** Where the admins are with a piece of feedback. */
export const FEEDBACK_STATUSES = ['new', 'seen', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface FeedbackRecord {
  id: number;
  feedback: string;
  /** The page the sender was on. */
  url: string;
  username: string;
  realname: string | null;
  status: FeedbackStatus;
  created_at: string;
  updated_at: string;
}

/** `important` shows as a modal, the others as a banner. */
export const ANNOUNCEMENT_LEVELS = ['info', 'warning', 'important'] as const;
export type AnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number];

/** A global announcement (not the per-app one): shown between `starts_at` and `ends_at`, null meaning open. */
export interface GlobalAnnouncement {
  id: number;
  title: string;
  /** Markdown; the browser renders and sanitises it. */
  body: string;
  level: AnnouncementLevel;
  starts_at: string | null;
  ends_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** An announcement in force, as one user sees it. */
export interface CurrentAnnouncement extends GlobalAnnouncement {
  seen: boolean;
}
