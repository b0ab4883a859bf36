/**
 * Starts tests/support/oidc-provider.mjs (a real OpenID Connect provider) as a child process and waits until it
 * answers. Used by the server's single sign-on suite and by tests/e2e/oidc.spec.ts.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const OIDC_CLIENT_ID = 'tessera';
export const OIDC_CLIENT_SECRET = 'tessera-test-secret';

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The provider with one client (OIDC_CLIENT_ID), allowed to come back to the given addresses. */
export async function startOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  port?: number;
}): Promise<TestProvider> {
  const port = options.port ?? (await freePort());
  const script = path.join(__dirname, '../../../tests/support/oidc-provider.mjs');
  const child = spawn(
    process.execPath,
    [script, String(port), options.redirectUris.join(','), options.postLogoutRedirectUris.join(',')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CLIENT_ID: OIDC_CLIENT_ID, CLIENT_SECRET: OIDC_CLIENT_SECRET },
    },
  );
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`oidc provider did not start: ${output}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`oidc provider exited with ${code}: ${output}`));
    });
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
