import { Op, type Transaction } from 'sequelize';
import { conflict } from '../../core/errors';
import type { Store } from '../../store';
import type { SectionModel } from './models';
import { syncSectionDatasets } from './rows';

/**
 * Puts the draft online. Every published config is kept in section_versions (the one online now included,
 * online_version_id points at it), so the previous online config is always there to roll back to.
 */
export async function publishSection(
  store: Store,
  row: SectionModel,
  userId: number | null,
  now: Date,
  transaction: Transaction,
): Promise<void> {
  const version = await store.models.SectionVersion.create(
    { section_id: row.id, config: row.draft, created_by: userId, created_at: now },
    { transaction },
  );
  row.online = row.draft;
  row.online_version_id = version.id;
  row.online_at = now;
  row.status = 1;
  row.updated_by = userId;
  await row.save({ transaction });
  await syncSectionDatasets(store, row, transaction);
}

/**
 * Restores the config published before the one online now. The rolled-back config stays a version (nothing is
 * lost: publishing again, or rolling forward by publishing, brings it back); repeated rollbacks walk further back.
 * The draft is not touched. 409 when there is no earlier version.
 */
export async function rollbackSection(
  store: Store,
  row: SectionModel,
  userId: number | null,
  transaction: Transaction,
): Promise<void> {
  const current = row.online_version_id;
  const previous =
    current === null || current === undefined
      ? null
      : await store.models.SectionVersion.findOne({
          where: { section_id: row.id, id: { [Op.lt]: current } },
          order: [['id', 'DESC']],
          transaction,
        });
  if (!previous) throw conflict('sections.no_version');
  row.online = previous.config;
  row.online_version_id = previous.id;
  row.online_at = new Date();
  row.status = 1;
  row.updated_by = userId;
  await row.save({ transaction });
  await syncSectionDatasets(store, row, transaction);
}
