import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerClock, VersionInfo } from '@tessera/schema/api';
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

/**
 * The server's wall clock at `now`: the zone is the process's, the one report queries resolve relative dates in
 * (query/compile.ts reads the same local clock).
 */
export function clockAt(now: Date): ServerClock {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}.${pad(now.getMilliseconds(), 3)}`;
  return {
    now: `${day}T${time}`,
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // 0 − offset: UTC is 0, not −0.
    utc_offset_minutes: 0 - now.getTimezoneOffset(),
  };
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

  versionInfo(now: Date = new Date()): VersionInfo {
    return { version: this.version, build: this.dist.build(), variant: this.config.deployVariant, clock: clockAt(now) };
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
