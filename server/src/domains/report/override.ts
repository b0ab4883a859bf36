import type { Section } from '@tessera/schema/dsl';
import { badRequest } from '../../core/errors';
import type { DatasetRecord } from '../datasets/types';
import { mapSectionRefs, primaryDatasetRef } from '../pages/refs';
import { datasetIndex, datasetResolver, Issues } from '../pages/resolve';
import type { ReportDeps } from './prepare';

/**
 * An unsaved section config as the designer sends it: datasets named by id or by key of the page's app. Returns
 * the config with ids (filter options included, so dataset switching is checked like a stored one) and the dataset
 * it queries. A dataset of another app, or an unknown one, is a 400 naming its pointer.
 */
export async function resolveOverride(
  deps: ReportDeps,
  section: Section,
  appId: number,
): Promise<{ section: Section; dataset: DatasetRecord | null }> {
  if (deps.store) {
    const issues = new Issues();
    const resolved = mapSectionRefs(section, {
      dataset: datasetResolver(await datasetIndex(deps.store, appId), issues),
    });
    issues.throwIfAny();
    const ref = primaryDatasetRef(resolved);
    return { section: resolved, dataset: typeof ref === 'number' ? await deps.datasets.getRecord(ref) : null };
  }
  const ref = primaryDatasetRef(section);
  if (ref === undefined) return { section, dataset: null };
  if (typeof ref !== 'number') throw badRequest('report.dataset_other_app', { id: String(ref) });
  const dataset = await deps.datasets.getRecord(ref);
  if (dataset.app_id !== appId) throw badRequest('report.dataset_other_app', { id: String(ref) });
  return { section, dataset };
}
