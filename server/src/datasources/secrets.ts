import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF context label: a key derived for connection passwords is useless for anything else signed with the secret. */
const KEY_INFO = 'tessera/db-connection-password/v1';
const KEY_SALT = 'tessera';

/** The stored value cannot be decrypted: tampered with, truncated, or encrypted under another server secret. */
export class SecretError extends Error {
  constructor() {
    super('encrypted value cannot be decrypted');
    this.name = 'SecretError';
  }
}

/**
 * AES-256-GCM for secrets at rest (database passwords). The key is derived with HKDF-SHA256 from the server secret
 * (TESSERA_SECRET or DATA_DIR/secret). Output: base64 of iv (12) + tag (16) + ciphertext; GCM's tag detects tampering.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    if (!serverSecret) throw new Error('the server secret is empty');
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, KEY_SALT, KEY_INFO, 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Throws SecretError when the value was altered or was not made with this key. */
  decrypt(encoded: string): string {
    const raw = Buffer.from(encoded, 'base64');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretError();
    }
  }
}
