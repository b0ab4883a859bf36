import { createHash, randomBytes } from 'node:crypto';
import {
  UPLOAD_BLOCK_SIZE,
  UPLOAD_LIMITS,
  type StoredFileInfo,
  type UploadBlockBody,
  type UploadBlockReceived,
  type UploadImageType,
  type UploadPurpose,
  type UploadStartBody,
  type UploadStarted,
} from '@tessera/schema/api';
import { forbidden, notFound, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { EXTENSIONS, sniffImageType } from './image-type';
import type { ObjectStore } from './object-store';

/** What an upload in progress promised: kept in the object store beside its blocks, so any instance can go on. */
interface Manifest {
  user_id: number;
  purpose: UploadPurpose;
  app_id: number | null;
  file_name: string;
  content_type: UploadImageType;
  size: number;
  md5: string;
  blocks: number;
  started_at: number;
}

/** Who may upload for a purpose (help images: the app's help editors; app icons: admins). */
export type UploadPermission = (user: CurrentUser, purpose: UploadPurpose, appId: number | null) => Promise<boolean>;

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const fieldError = (field: string, rule: string, params?: Record<string, string | number>) =>
  new ValidationError([{ field, rule, ...(params ? { params } : {}) }]);
const sessionKey = (id: string) => `uploads/${id}/manifest.json`;
const blockKey = (id: string, index: number) => `uploads/${id}/${index}`;

/** The path, below the API, a stored file is read from. */
export const fileUrl = (key: string) => `/upload/file?key=${key}`;

/**
 * Uploads in blocks of 51,200 bytes (spec section 7): start (the whole file's size, type and md5), each block with its
 * own md5, then complete, which joins the blocks, checks the whole md5 and that the bytes are the image declared,
 * and keeps the file. A block may be sent again (a retry); blocks may come in any order.
 */
export class UploadsService {
  constructor(
    private readonly store: Store,
    private readonly objects: ObjectStore,
    private readonly mayUpload: UploadPermission,
  ) {}

  async start(user: CurrentUser, body: UploadStartBody): Promise<UploadStarted> {
    const appId = body.app_id ?? null;
    if (body.purpose === 'help_image' && appId === null) throw fieldError('app_id', 'required');
    if (!(await this.mayUpload(user, body.purpose, appId))) throw forbidden('uploads.forbidden');
    const id = randomBytes(16).toString('hex');
    const manifest: Manifest = {
      user_id: user.id,
      purpose: body.purpose,
      app_id: appId,
      file_name: body.file_name,
      content_type: body.content_type,
      size: body.size,
      md5: body.md5,
      blocks: Math.ceil(body.size / UPLOAD_BLOCK_SIZE),
      started_at: Date.now(),
    };
    await this.objects.put(sessionKey(id), Buffer.from(JSON.stringify(manifest)));
    return { upload_id: id, block_size: UPLOAD_BLOCK_SIZE, blocks: manifest.blocks };
  }

  /** The caller's own upload in progress; another user's, a finished or an expired one is not found. */
  private async session(user: CurrentUser, id: string): Promise<Manifest> {
    const raw = await this.objects.get(sessionKey(id));
    const manifest = raw ? (JSON.parse(raw.toString('utf8')) as Manifest) : null;
    if (!manifest || manifest.user_id !== user.id) throw fieldError('upload_id', 'not_found');
    if (Date.now() - manifest.started_at > UPLOAD_LIMITS.SESSION_MS) {
      await this.drop(id, manifest);
      throw fieldError('upload_id', 'not_found');
    }
    return manifest;
  }

  private async drop(id: string, manifest: Manifest): Promise<void> {
    for (let i = 0; i < manifest.blocks; i++) await this.objects.delete(blockKey(id, i));
    await this.objects.delete(sessionKey(id));
  }

  async block(user: CurrentUser, body: UploadBlockBody): Promise<UploadBlockReceived> {
    const manifest = await this.session(user, body.upload_id);
    if (body.index >= manifest.blocks) throw fieldError('index', 'maximum', { limit: manifest.blocks - 1 });
    if (body.data.length % 4 !== 0 || !BASE64.test(body.data)) throw fieldError('data', 'invalid_base64');
    const data = Buffer.from(body.data, 'base64');
    const expected =
      body.index < manifest.blocks - 1 ? UPLOAD_BLOCK_SIZE : manifest.size - UPLOAD_BLOCK_SIZE * (manifest.blocks - 1);
    if (data.length !== expected) throw fieldError('data', 'block_size', { expected, actual: data.length });
    if (md5(data) !== body.md5) throw fieldError('md5', 'md5_mismatch');
    await this.objects.put(blockKey(body.upload_id, body.index), data);
    return { upload_id: body.upload_id, index: body.index };
  }

  async complete(user: CurrentUser, uploadId: string): Promise<StoredFileInfo> {
    const manifest = await this.session(user, uploadId);
    const parts: Buffer[] = [];
    const missing: number[] = [];
    for (let i = 0; i < manifest.blocks; i++) {
      const part = await this.objects.get(blockKey(uploadId, i));
      if (part) parts.push(part);
      else missing.push(i);
    }
    if (missing.length) throw fieldError('upload_id', 'missing_blocks', { blocks: missing.join(', ') });
    const data = Buffer.concat(parts);
    // Every block passed its own check; a whole that differs was assembled from blocks of another file.
    if (data.length !== manifest.size || md5(data) !== manifest.md5) {
      await this.drop(uploadId, manifest);
      throw fieldError('md5', 'md5_mismatch');
    }
    if (sniffImageType(data) !== manifest.content_type) {
      await this.drop(uploadId, manifest);
      throw fieldError('content_type', 'not_image', { type: manifest.content_type });
    }
    const key = `${randomBytes(16).toString('hex')}.${EXTENSIONS[manifest.content_type]}`;
    await this.objects.put(`files/${key}`, data);
    await this.store.models.StoredFile.create({
      key,
      purpose: manifest.purpose,
      app_id: manifest.app_id,
      file_name: manifest.file_name,
      content_type: manifest.content_type,
      size: manifest.size,
      md5: manifest.md5,
      created_by: user.username,
    });
    await this.drop(uploadId, manifest);
    return { key, url: fileUrl(key), content_type: manifest.content_type, size: manifest.size, md5: manifest.md5 };
  }

  /** A stored file's bytes and type; 404 when unknown. */
  async file(key: string): Promise<{ data: Buffer; content_type: string; md5: string }> {
    const row = await this.store.models.StoredFile.findOne({ where: { key } });
    const data = row ? await this.objects.get(`files/${key}`) : null;
    if (!row || !data) throw notFound('uploads.file_not_found');
    return { data, content_type: row.content_type, md5: row.md5 };
  }
}
