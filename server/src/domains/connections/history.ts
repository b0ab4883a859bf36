import { Op } from 'sequelize';
import { SQL_HISTORY_LIMIT, type SqlHistoryEntry, type SqlHistoryStatus } from '@tessera/schema/api';
import type { Lang } from '@tessera/schema/rules';
import { AppError } from '../../core/errors';
import { isMessageKey, t, type MessageParams } from '../../i18n';
import type { Store } from '../../store';
import type { SqlHistoryModel } from './models';

export interface HistoryRecord {
  userId: number;
  connectionId: number;
  sql: string;
  status: SqlHistoryStatus;
  elapsedMs: number;
  rowCount?: number;
  truncated?: boolean;
  /** What ended the run, when it failed: its message is stored as key and params, translated when read. */
  error?: unknown;
}

interface StoredMessage {
  key: string;
  params: MessageParams;
}

function storedError(err: unknown): string | null {
  if (err === undefined) return null;
  const message: StoredMessage =
    err instanceof AppError ? { key: err.key, params: err.params } : { key: 'errors.internal', params: {} };
  return JSON.stringify(message);
}

function readMessage(lang: Lang, stored: string | null): string | null {
  if (!stored) return null;
  try {
    const { key, params } = JSON.parse(stored) as StoredMessage;
    return isMessageKey(key) ? t(lang, key, params) : t(lang, 'errors.internal');
  } catch {
    return t(lang, 'errors.internal');
  }
}

function toEntry(row: SqlHistoryModel, lang: Lang): SqlHistoryEntry {
  return {
    id: row.id,
    connection_id: Number(row.connection_id),
    sql: row.sql,
    status: row.status,
    elapsed_ms: Number(row.elapsed_ms),
    row_count: row.row_count === null ? null : Number(row.row_count),
    truncated: Boolean(row.truncated),
    message: readMessage(lang, row.error),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The console's statements per user and connection: the last SQL_HISTORY_LIMIT are kept. */
export class SqlHistory {
  constructor(private readonly store: Store) {}

  async record(r: HistoryRecord): Promise<void> {
    const { SqlHistory: History } = this.store.models;
    const owner = { user_id: r.userId, connection_id: r.connectionId };
    await History.create({
      ...owner,
      sql: r.sql,
      status: r.status,
      elapsed_ms: Math.round(r.elapsedMs),
      row_count: r.rowCount ?? null,
      truncated: r.truncated ?? false,
      error: storedError(r.error),
    });
    // The oldest statement still kept; everything older goes. Two plain statements: MySQL cannot DELETE from a
    // table its own subquery reads.
    const oldestKept = await History.findOne({
      where: owner,
      order: [['id', 'DESC']],
      offset: SQL_HISTORY_LIMIT - 1,
      attributes: ['id'],
    });
    if (oldestKept) await History.destroy({ where: { ...owner, id: { [Op.lt]: oldestKept.id } } });
  }

  async list(userId: number, connectionId: number, lang: Lang): Promise<SqlHistoryEntry[]> {
    const rows = await this.store.models.SqlHistory.findAll({
      where: { user_id: userId, connection_id: connectionId },
      order: [['id', 'DESC']],
      limit: SQL_HISTORY_LIMIT,
    });
    return rows.map((row) => toEntry(row, lang));
  }
}
