import { notFound } from '../core/errors';
import { QueryFailedError } from './errors';
import { openSource, type AnySource, type SourceDeps } from './open';
import type { ConnectionSettings } from './settings';
import type { DataSourceRegistry } from './types';

/** Reads a live stored connection with its password decrypted; null when it does not exist or was deleted. */
export type ConnectionLoader = (connectionId: number) => Promise<ConnectionSettings | null>;

/** One lazily created pooled source per stored connection, dropped when the connection changes or goes. */
export class PooledRegistry implements DataSourceRegistry {
  private readonly sources = new Map<number, Promise<AnySource>>();

  constructor(
    private readonly load: ConnectionLoader,
    private readonly deps: SourceDeps,
  ) {}

  get(connectionId: number): Promise<AnySource> {
    const cached = this.sources.get(connectionId);
    if (cached) return cached;
    const created = this.create(connectionId);
    this.sources.set(connectionId, created);
    // A failed creation is not cached: the next call tries again (the file may appear, the row be fixed).
    created.catch(() => {
      if (this.sources.get(connectionId) === created) this.sources.delete(connectionId);
    });
    return created;
  }

  invalidate(connectionId: number): Promise<void> {
    const existing = this.sources.get(connectionId);
    if (!existing) return Promise.resolve();
    this.sources.delete(connectionId);
    // Not awaited: queries still running on the old pool finish (or time out) on their own.
    void existing
      .then((s) => s.close())
      .catch((err: unknown) =>
        this.deps.logger.warn({ err, connection_id: connectionId }, 'data source: close failed'),
      );
    return Promise.resolve();
  }

  async closeAll(): Promise<void> {
    const all = [...this.sources.values()];
    this.sources.clear();
    await Promise.all(all.map((p) => p.then((s) => s.close()).catch(() => undefined)));
  }

  private async create(connectionId: number): Promise<AnySource> {
    const settings = await this.load(connectionId);
    if (!settings) throw notFound('connections.not_found');
    try {
      return openSource(connectionId, settings, this.deps);
    } catch (err) {
      this.deps.logger.warn({ err, connection_id: connectionId }, 'data source: cannot open');
      throw new QueryFailedError(false);
    }
  }
}
