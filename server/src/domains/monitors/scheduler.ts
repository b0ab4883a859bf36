import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { Logger } from '../../core/logger';
import type { Store } from '../../store';
import type { Claims } from './claims';
import { nextDue } from './rules';
import type { MonitorsService } from './service';

export interface SchedulerSettings {
  /** How often an instance looks for due checks. */
  tickMs: number;
  /** How long a claim holds a check against the other instances (longer than any check takes). */
  holdMs: number;
}

export const DEFAULT_SCHEDULER: SchedulerSettings = { tickMs: 15_000, holdMs: 10 * 60_000 };

/** A name for this instance's leases, unique across instances. */
export const instanceId = () => randomUUID();

/**
 * Runs the monitors whose cron time has come. Each tick reads the due monitors and, for each, asks the claims
 * (Redis lock or database lease) whether this instance runs it; exactly one does. Timers start only on `start()`
 * (main), never in an app built for tests, and `stop()` waits for the tick in progress.
 */
export class MonitorScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly store: Store,
    private readonly monitors: MonitorsService,
    private readonly claims: Claims,
    private readonly logger: Logger,
    private readonly settings: SchedulerSettings = DEFAULT_SCHEDULER,
  ) {}

  /** Which claims this instance uses: the Redis lock or the database lease. */
  get claimsKind(): Claims['kind'] {
    return this.claims.kind;
  }

  /** Whether the timer runs (main started it and nothing stopped it). */
  get started(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) void this.tick();
    }, this.settings.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.claims.close();
  }

  /** One pass over the due monitors; answers how many checks this instance ran. */
  tick(now = new Date()): Promise<number> {
    const pass = this.pass(now).finally(() => {
      this.running = null;
    });
    this.running = pass;
    return pass;
  }

  private async pass(now: Date): Promise<number> {
    let ran = 0;
    try {
      const due = await this.store.models.Monitor.findAll({
        where: { enabled: 1, next_run_at: { [Op.lte]: now } },
        attributes: ['id', 'next_run_at', 'cron'],
        order: [['next_run_at', 'ASC']],
      });
      for (const { id, next_run_at: at, cron } of due) {
        if (!at || !(await this.claims.claim(id, at, this.settings.holdMs))) continue;
        try {
          const row = await this.store.models.Monitor.findByPk(id);
          if (row) await this.monitors.check(row, 'schedule');
          ran += 1;
        } finally {
          await this.claims.done(id, at, safeNext(cron, new Date(Math.max(now.getTime(), Date.now()))));
        }
      }
    } catch (err) {
      this.logger.error({ err }, 'monitor schedule tick failed');
    }
    return ran;
  }
}

function safeNext(cron: string, from: Date): Date | null {
  try {
    return nextDue(cron, from);
  } catch {
    return null;
  }
}
