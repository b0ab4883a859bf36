/**
 * Help documents and uploaded files (spec section 7, Help; "upload to an object store … block size 51200 and an md5
 * check"): the answers, and the upload constants the browser and the server share.
 */

/** The spec's block size: every block of an upload but the last holds exactly this many bytes. */
export const UPLOAD_BLOCK_SIZE = 51200;

/**
 * Raster images only: an SVG can carry script, and these four are what a help page or an app icon needs. The server
 * checks the file's first bytes against the declared type.
 */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** What an upload is for; it decides who may upload (help: the help editors of the app, app icons: admins). */
export const UPLOAD_PURPOSES = ['help_image', 'app_icon'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_LIMITS = {
  /** Largest file accepted: 5 MiB. */
  MAX_BYTES: 5 * 1024 * 1024,
  FILE_NAME: 255,
  /** An upload not completed within this time is refused and its blocks may be dropped. */
  SESSION_MS: 60 * 60 * 1000,
} as const;

export const HELP_LIMITS = { TITLE: 200, CONTENT: 200_000 } as const;

/** A help document in the list: no body, a short plain-text excerpt of it instead. */
export interface HelpListItem {
  id: number;
  app_id: number;
  title: string;
  excerpt: string;
  updated_by: string | null;
  updated_at: string;
}

/** A help document: its body is raw markdown; readers render it and sanitise the html (renderer `renderMarkdown`). */
export interface HelpDocument {
  id: number;
  app_id: number;
  title: string;
  content: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An upload begun: send `blocks` blocks of `block_size` bytes (the last one the rest), then complete it. */
export interface UploadStarted {
  upload_id: string;
  block_size: number;
  blocks: number;
}

export interface UploadBlockReceived {
  upload_id: string;
  index: number;
}

/** A stored file: `url` is below the API (`/files/<key>`), to be prefixed with the base path's `api`. */
export interface StoredFileInfo {
  key: string;
  url: string;
  content_type: UploadImageType;
  size: number;
  md5: string;
}
