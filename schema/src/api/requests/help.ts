/** Help documents (spec section 7, Help) and the block uploads of their images and of app icons. */
import { Type, type Static } from '@sinclair/typebox';
import { HELP_LIMITS, UPLOAD_BLOCK_SIZE, UPLOAD_IMAGE_TYPES, UPLOAD_LIMITS, UPLOAD_PURPOSES } from '../help';
import { contract, filled, id, oneOfText, queryContract, searchContent, text } from './primitives';

export const HelpListQuery = queryContract('HelpListQuery', { app_id: id, search_content: searchContent });
export type HelpListQuery = Static<typeof HelpListQuery>;
export const HelpOneQuery = queryContract('HelpOneQuery', { id });
export type HelpOneQuery = Static<typeof HelpOneQuery>;
export const HelpOperationQuery = queryContract('HelpOperationQuery', { app_id: id });
export type HelpOperationQuery = Static<typeof HelpOperationQuery>;
export const HelpSaveBody = contract('HelpSaveBody', {
  /** Absent: a new document. */
  id: Type.Optional(id),
  app_id: id,
  title: filled(HELP_LIMITS.TITLE),
  /** Raw markdown, stored as written. */
  content: text(HELP_LIMITS.CONTENT),
});
export type HelpSaveBody = Static<typeof HelpSaveBody>;
export const HelpDeleteBody = contract('HelpDeleteBody', { id });
export type HelpDeleteBody = Static<typeof HelpDeleteBody>;

const md5 = Type.String({ pattern: '^[0-9a-f]{32}$' });
const uploadId = Type.String({ pattern: '^[0-9a-f]{32}$' });

export const UploadStartBody = contract('UploadStartBody', {
  purpose: oneOfText(UPLOAD_PURPOSES),
  /** The app whose help the image belongs to (help_image). */
  app_id: Type.Optional(id),
  file_name: filled(UPLOAD_LIMITS.FILE_NAME),
  content_type: oneOfText(UPLOAD_IMAGE_TYPES),
  size: Type.Integer({ minimum: 1, maximum: UPLOAD_LIMITS.MAX_BYTES }),
  /** md5 of the whole file, lower-case hex. */
  md5,
});
export type UploadStartBody = Static<typeof UploadStartBody>;
export const UploadBlockBody = contract('UploadBlockBody', {
  upload_id: uploadId,
  index: Type.Integer({ minimum: 0 }),
  /** md5 of this block's bytes, lower-case hex. */
  md5,
  /** The block's bytes in base64. */
  data: Type.String({ minLength: 1, maxLength: Math.ceil(UPLOAD_BLOCK_SIZE / 3) * 4 }),
});
export type UploadBlockBody = Static<typeof UploadBlockBody>;
export const UploadCompleteBody = contract('UploadCompleteBody', { upload_id: uploadId });
export type UploadCompleteBody = Static<typeof UploadCompleteBody>;
/** A stored file's key: 32 hex digits and the type's extension. */
export const StoredFileQuery = queryContract('StoredFileQuery', {
  key: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|gif|webp)$' }),
});
export type StoredFileQuery = Static<typeof StoredFileQuery>;
