import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { hashPassword, verifyPassword } from '../src/domains/auth/password';
import { TEST_PASSWORD_COST } from './support/password-cost';

describe('password hashes', () => {
  it('are made at scrypt cost 16384 by a real configuration, whatever the tests use', async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-password-')) });
    expect(config.passwordCost).toBe(16384);
    const stored = await hashPassword('correct horse', config.passwordCost);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('are verified at the cost stored in each, so hashes of any cost keep working', async () => {
    const cheap = await hashPassword('pässword', TEST_PASSWORD_COST);
    expect(cheap.startsWith(`scrypt$${TEST_PASSWORD_COST}$8$1$`)).toBe(true);
    // NFKC: the composed and decomposed forms of the same text are one password.
    expect(await verifyPassword('pa\u0308ssword', cheap)).toBe(true);
    expect(await verifyPassword('password', cheap)).toBe(false);
    expect(await verifyPassword('pässword', 'bcrypt$whatever')).toBe(false);
  });
});
