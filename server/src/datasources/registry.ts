import { notFound } from '../core/errors';
import { QueryFailedError } from './errors';
import { openSource, type AnySource, type SourceDeps } from './open';
import type { ConnectionSettings } from './settings';
import type { DataSourceRegistry } from './types';

/** Reads a live stored connection with its password decrypted; null when it does not exist or was deleted. */
export type ConnectionLoader = (connectionId: number) => Promise<ConnectionSettings | null>;

interface Pooled {
  source: Promise<AnySource>;
  /** The settings it was opened with (JSON), to tell a changed connection from an unchanged one. */
  fingerprint: string;
  /** The config generation in which the settings were last found unchanged (null: never checked under one). */
  checkedIn: string | null;
}

/**
 * One lazily created pooled source per stored connection, dropped when the connection changes or goes. Asked with
 * a config generation (see cache/generations.ts), a pool opened before the generation moved is checked against the
 * stored settings once, and replaced when they differ: that is how a connection edited on another instance reaches
 * this one.
 */
export class PooledRegistry implements DataSourceRegistry {
  private readonly sources = new Map<number, Pooled>();
  private readonly checks = new Map<number, { generation: string | null; done: Promise<AnySource> }>();

  constructor(
    private readonly load: ConnectionLoader,
    private readonly deps: SourceDeps,
  ) {}

  get(connectionId: number, generation: string | null = null): Promise<AnySource> {
    const pooled = this.sources.get(connectionId);
    if (pooled && (generation === null || pooled.checkedIn === generation)) return pooled.source;
    const running = this.checks.get(connectionId);
    if (running && running.generation === generation) return running.done;
    const done = this.refresh(connectionId, generation);
    const check = { generation, done };
    this.checks.set(connectionId, check);
    // A failed check is not kept: the next call tries again (the file may appear, the row be fixed).
    const settle = () => {
      if (this.checks.get(connectionId) === check) this.checks.delete(connectionId);
    };
    done.then(settle, settle);
    return done;
  }

  private async refresh(connectionId: number, generation: string | null): Promise<AnySource> {
    const settings = await this.load(connectionId);
    if (!settings) {
      await this.invalidate(connectionId);
      throw notFound('connections.not_found');
    }
    const fingerprint = JSON.stringify(settings);
    const pooled = this.sources.get(connectionId);
    if (pooled && pooled.fingerprint === fingerprint) {
      pooled.checkedIn = generation;
      return pooled.source;
    }
    if (pooled) await this.invalidate(connectionId);
    let source: AnySource;
    try {
      source = openSource(connectionId, settings, this.deps);
    } catch (err) {
      this.deps.logger.warn({ err, connection_id: connectionId }, 'data source: cannot open');
      throw new QueryFailedError(false);
    }
    this.sources.set(connectionId, { source: Promise.resolve(source), fingerprint, checkedIn: generation });
    return source;
  }

  invalidate(connectionId: number): Promise<void> {
    const existing = this.sources.get(connectionId);
    if (!existing) return Promise.resolve();
    this.sources.delete(connectionId);
    // Not awaited: queries still running on the old pool finish (or time out) on their own.
    void existing.source
      .then((s) => s.close())
      .catch((err: unknown) =>
        this.deps.logger.warn({ err, connection_id: connectionId }, 'data source: close failed'),
      );
    return Promise.resolve();
  }

  async closeAll(): Promise<void> {
    const all = [...this.sources.values()];
    this.sources.clear();
    await Promise.all(all.map((p) => p.source.then((s) => s.close()).catch(() => undefined)));
  }
}
