import type { Transaction } from 'sequelize';
import { checkOnline } from '@tessera/schema/dsl';
import { AppError } from '../../core/errors';
import type { Store } from '../../store';
import { parseRouterConfig } from '../entries/mappers';
import type { EntryModel } from '../entries/models';
import { loadRows } from '../pages/rows';
import { pageView } from '../pages/views';

/**
 * Spec section 5: putting a page online needs valid section ids. The page's live sections are checked with
 * checkOnline against what staff would see (the published view), so a section never published is not valid and
 * is named; a page without sections cannot go online at all. Entries that are built-in screens (no ReportPage
 * router config, e.g. the workbench's) have no sections and are not checked.
 */
export async function assertOnlineReady(store: Store, entry: EntryModel, transaction: Transaction): Promise<void> {
  if (parseRouterConfig(entry.router_config)?.component !== 'ReportPage') return;
  const rows = await loadRows(store, entry, transaction);
  const ids = rows.sections.map((s) => s.id);
  if (ids.length === 0) throw new AppError(400, 'catalog.online_no_sections', {}, { section_ids: [] });
  const issues = checkOnline(pageView(rows, 'online'), ids);
  if (issues.length === 0) return;
  const bad = [...new Set(issues.map((i) => ids[Number(i.pointer.split('/')[1])]).filter((id) => id !== undefined))];
  throw new AppError(400, 'catalog.online_invalid_sections', { ids: bad.join(', ') }, { section_ids: bad });
}
