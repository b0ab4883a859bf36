import type { Config } from './config';
import type { Logger } from './core/logger';
import { loadDemo } from './demo/load';
import { demoSourceLine, loadDemoSource, type DemoSourceSummary } from './demo/source';
import { AuthService } from './domains/auth/service';
import { UsersService } from './domains/users/service';
import type { Store } from './store';
import { migrate } from './store/migrate';

export interface PrepareResult {
  migrations: string[];
  adminCreated: boolean;
  demoLoaded: boolean;
  /** Present only on the start that created the demo data source (never again: it follows the demo apps' load). */
  demoSource?: DemoSourceSummary;
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

/**
 * Runs pending migrations, creates the first admin on an empty store and loads the demo into one without apps; on
 * that same start only, the demo data source (data file, `demo` connection, templates). A store with apps but no
 * demo connection is thus left alone, and so is one whose demo was loaded before.
 */
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
  const demoSource = demoLoaded && config.demoData ? await demoDataSource(store, config, logger) : null;
  return { migrations, adminCreated: admin.created, demoLoaded, ...(demoSource ? { demoSource } : {}) };
}

/**
 * A failure here leaves the demo apps without data but must not stop the product from starting: it is logged
 * with the way to rebuild the demo (a fresh store).
 */
async function demoDataSource(
  store: Store,
  config: Config,
  logger: Logger | undefined,
): Promise<DemoSourceSummary | null> {
  if (!config.demoData) return null;
  try {
    const summary = await loadDemoSource(store, config, config.demoData, logger);
    const { rows, seconds, templates } = summary;
    const fields = {
      rows,
      seconds,
      datasets: templates.datasets,
      pages: templates.pages,
      sections: templates.sections,
      failed: templates.failed.map((f) => f.file),
    };
    if (templates.failed.length) logger?.warn(fields, demoSourceLine(summary));
    else logger?.info(fields, demoSourceLine(summary));
    return summary;
  } catch (err) {
    logger?.error(
      { err },
      'the demo data source could not be created; the demo apps have no data (start on an empty store to retry)',
    );
    return null;
  }
}
