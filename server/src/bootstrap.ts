import type { Config } from './config';
import type { Logger } from './core/logger';
import { loadDemo } from './demo/load';
import { AuthService } from './domains/auth/service';
import { UsersService } from './domains/users/service';
import type { Store } from './store';
import { migrate } from './store/migrate';

export interface PrepareResult {
  migrations: string[];
  adminCreated: boolean;
  demoLoaded: boolean;
}

export interface PrepareOptions {
  logger?: Logger;
  /** Where the generated admin password is printed (once). Default: stdout. */
  print?: (text: string) => void;
}

/** The banner that shows a generated first-admin password; printed once, never logged. */
export function adminPasswordBanner(password: string): string {
  const rule = '='.repeat(78);
  return [
    rule,
    `  TESSERA FIRST START: created user "admin" with password: ${password}`,
    '  It is shown only this once. Set ADMIN_PASSWORD before the first start to choose it yourself.',
    rule,
  ].join('\n');
}

/** Runs pending migrations, creates the first admin on an empty store and loads the demo into one without apps. */
export async function prepareStore(store: Store, config: Config, options: PrepareOptions = {}): Promise<PrepareResult> {
  const { logger } = options;
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const migrations = await migrate(store, logger);
  const users = new UsersService(store, new AuthService(store, config));
  const admin = await users.ensureFirstAdmin(config.adminPassword);
  if (admin.created) {
    logger?.info({ username: 'admin', generated: admin.generatedPassword !== null }, 'first admin created');
    if (admin.generatedPassword) print(adminPasswordBanner(admin.generatedPassword));
  }
  const demoLoaded = config.demo ? await loadDemo(store, config.demoFile) : false;
  if (demoLoaded) logger?.info({ file: config.demoFile }, 'demo content loaded');
  return { migrations, adminCreated: admin.created, demoLoaded };
}
