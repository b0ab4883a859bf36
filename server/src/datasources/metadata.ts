import { Readable } from 'node:stream';
import knexFactory, { type Knex } from 'knex';
import { QueryTypes } from 'sequelize';
import type { Store } from '../store';
import type { CompiledSql, DataSource, QueryOptions, Row } from './types';

/** The connection id of the built-in source: stored connections start at 1, so no stored dataset can name it. */
export const METADATA_CONNECTION_ID = 0;

const KNEX_CLIENT = { sqlite: 'sqlite3', mysql: 'mysql2', postgres: 'pg' } as const;

/**
 * The built-in, read-only connection to the metadata store itself: how the product reports on its own usage with
 * its own report engine. It never opens a connection of its own (statements run on the store's Sequelize pool), it
 * is not in the registry of stored connections, and nothing typed by a person reaches it: it runs only statements
 * compiled from the datasets defined in code (domains/visits/datasets.ts), SELECTs over the visit table and the
 * names of pages, apps and users — never tokens, passwords or sessions. Its `knex` builds SQL only.
 */
export class MetadataSource implements DataSource {
  readonly connectionId = METADATA_CONNECTION_ID;
  readonly kind: Store['dialect'];
  readonly knex: Knex;

  constructor(private readonly store: Store) {
    this.kind = store.dialect;
    this.knex = knexFactory({ client: KNEX_CLIENT[store.dialect], useNullAsDefault: true });
  }

  /**
   * Runs one SELECT as knex's `toNative()` gave it: `$n` markers on PostgreSQL (Sequelize binds them), `?` elsewhere
   * (Sequelize's replacements, escaped for the dialect). The store's own pool has no per-statement cancel, so the
   * time limit is the caller's to keep short: these statements read one indexed table.
   */
  async query(sql: CompiledSql, _options?: QueryOptions): Promise<Row[]> {
    const values = [...sql.bindings] as (string | number | Date | null)[];
    const params = this.kind === 'postgres' ? { bind: values } : { replacements: values };
    return this.store.sequelize.query<Row>(sql.sql, { ...params, type: QueryTypes.SELECT });
  }

  /** Runs a statement built with `this.knex`. */
  rows<T extends Row>(builder: Knex.QueryBuilder): Promise<T[]> {
    return this.query(builder.toSQL().toNative()) as Promise<T[]>;
  }

  /** The rows of one query, read whole first: the visit reports are aggregates of a few hundred rows at most. */
  stream(sql: CompiledSql, options: QueryOptions): Readable {
    const query = () => this.query(sql, options);
    return Readable.from(
      (async function* rows() {
        yield* await query();
      })(),
    );
  }
}
