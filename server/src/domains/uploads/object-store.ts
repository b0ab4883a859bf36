import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live, by key (`uploads/<id>/3`, `files/<key>`). The local store below keeps them under
 * DATA_DIR; an S3-compatible store implements the same four calls (PutObject, GetObject, DeleteObject, HeadObject)
 * for instances that share no disk.
 */
export interface ObjectStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when no object has the key. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keys are made by the server: lower-case segments of letters, digits, `.`, `_`, `-`, never `..`. */
const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Objects as files below `root` (DATA_DIR/objects), one file per key; writes land whole (temp file, then rename). */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`bad object key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }
}
