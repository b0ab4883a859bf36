import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VersionInfo } from '@tessera/schema/api';
import type { Config } from '../../config';
import type { Store } from '../../store';
import type { WebDist } from '../web/dist';

function packageVersion(file: string): string | null {
  try {
    const version: unknown = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

export class SystemService {
  readonly version: string;

  constructor(
    private readonly config: Config,
    private readonly store: Store,
    private readonly dist: WebDist,
  ) {
    // The root package.json carries the product version; the server's own is the fallback.
    this.version =
      packageVersion(path.join(config.repoRoot, 'package.json')) ??
      packageVersion(path.join(config.repoRoot, 'server', 'package.json')) ??
      '0.0.0';
  }

  versionInfo(): VersionInfo {
    return { version: this.version, build: this.dist.build(), variant: this.config.deployVariant };
  }

  /** True when the store answers. */
  async ready(): Promise<boolean> {
    try {
      await this.store.sequelize.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
