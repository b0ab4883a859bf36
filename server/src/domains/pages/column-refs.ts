import type { Section } from '@tessera/schema/dsl';
import type { DatasetModel } from '../datasets/models';
import { parseColumns } from '../datasets/mappers';
import type { LocalizedIssue } from './document-errors';
import { datasetRefsOf, primaryDatasetRef, type Ref } from './refs';
import type { DatasetIndex } from './resolve';

const find = (index: DatasetIndex, ref: Ref): DatasetModel | undefined =>
  typeof ref === 'number' ? index.byId.get(ref) : index.byKey.get(ref);

/** Every `column_key` of a document with its JSON Pointer below `base`, in document order. */
function columnKeys(value: unknown, base: string, out: { key: string; pointer: string }[]): void {
  if (Array.isArray(value)) return value.forEach((item, i) => columnKeys(item, `${base}/${i}`, out));
  if (typeof value !== 'object' || value === null) return;
  for (const [name, inner] of Object.entries(value)) {
    const pointer = `${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (name === 'column_key' && typeof inner === 'string') out.push({ key: inner, pointer });
    else columnKeys(inner, pointer, out);
  }
}

/**
 * Column keys a section names that its dataset does not have (`BillingCntry` for `BillingCountry`): such a section
 * would only fail when queried, so save and online refuse it. A section whose filter options switch to other
 * datasets may name their columns too. Datasets that cannot be found are left to the reference check.
 */
export function missingColumnIssues(section: Partial<Section>, index: DatasetIndex, base = ''): LocalizedIssue[] {
  const primaryRef = primaryDatasetRef(section);
  const primary = primaryRef === undefined ? undefined : find(index, primaryRef);
  if (!primary) return [];
  const datasets = datasetRefsOf(section).map((ref) => find(index, ref));
  if (datasets.some((d) => d === undefined)) return [];
  const known = new Set(datasets.flatMap((d) => (d ? parseColumns(d.columns).map((c) => c.column_key) : [])));
  const found: { key: string; pointer: string }[] = [];
  columnKeys(section, base, found);
  return found
    .filter((c) => !known.has(c.key))
    .map((c) => ({
      pointer: c.pointer,
      message: {
        en: `dataset "${primary.name}" has no column "${c.key}"`,
        zh: `数据集 "${primary.name}" 没有列 "${c.key}"`,
      },
    }));
}
