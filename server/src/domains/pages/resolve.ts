import type { Transaction } from 'sequelize';
import type { LocalizedMessage } from '@tessera/schema/dsl';
import type { Store } from '../../store';
import type { DatasetModel } from '../datasets/models';
import type { EntryModel } from '../entries/models';
import { DocumentInvalidError, type LocalizedIssue } from './document-errors';
import type { Ref } from './refs';

/** Collects reference problems of one document, so the answer names all of them at once. */
export class Issues {
  readonly list: LocalizedIssue[] = [];

  add(pointer: string, message: LocalizedMessage): void {
    this.list.push({ pointer, message });
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new DocumentInvalidError(this.list);
  }
}

/** The live datasets of an app, by id and by key: documents may name a dataset either way. */
export interface DatasetIndex {
  byId: Map<number, DatasetModel>;
  byKey: Map<string, DatasetModel>;
}

export async function datasetIndex(store: Store, appId: number, transaction?: Transaction): Promise<DatasetIndex> {
  const rows = await store.models.Dataset.findAll({ where: { app_id: appId }, transaction });
  return { byId: new Map(rows.map((d) => [d.id, d])), byKey: new Map(rows.map((d) => [d.key, d])) };
}

/** Input → stored: a dataset id of the app, or a dataset key of the app turned into its id. */
export function datasetResolver(index: DatasetIndex, issues: Issues): (ref: Ref, pointer: string) => Ref {
  return (ref, pointer) => {
    const found = typeof ref === 'number' ? index.byId.get(ref) : index.byKey.get(ref);
    if (found) return found.id;
    issues.add(pointer, {
      en: `dataset ${JSON.stringify(ref)} does not exist in this app`,
      zh: `数据集 ${JSON.stringify(ref)} 在该应用中不存在`,
    });
    return ref;
  };
}

/** Input → stored: a section of the page by id or key, turned into its id. */
export function sectionResolver(
  ids: ReadonlySet<number>,
  keys: ReadonlyMap<string, number>,
  issues: Issues,
): (ref: Ref, pointer: string) => Ref | null {
  return (ref, pointer) => {
    const id = typeof ref === 'number' ? (ids.has(ref) ? ref : undefined) : keys.get(ref);
    if (id !== undefined) return id;
    issues.add(pointer, {
      en: `section ${JSON.stringify(ref)} is not on this page`,
      zh: `区块 ${JSON.stringify(ref)} 不在本页面中`,
    });
    return ref;
  };
}

/** belonging_to naming this page (its entry id or its key) is stored as the entry id; other values are kept. */
export function pageResolver(entry: EntryModel, pageKey: string | null): (ref: Ref) => Ref {
  return (ref) => (ref === entry.id || (pageKey !== null && ref === pageKey) ? entry.id : ref);
}
