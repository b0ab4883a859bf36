import type { Draft } from 'immer';
import type { TranslatedEntity } from '@tessera/schema/dsl';
import type { DesignerStore } from '../edit/store';
import type { TextKey } from '../i18n';
import { setAt, valueAt } from '../ui/settings/schema';

/**
 * An entity's English text (`i18n.en.<key>`, see @tessera/schema's i18n.ts): set when typed, removed when cleared,
 * with the objects a removal leaves empty, so a document without translations keeps its bytes.
 */
export function writeEnglish(entity: Draft<TranslatedEntity>, key: string, text: string): void {
  if (text.trim() !== '') {
    entity.i18n ??= {};
    entity.i18n.en ??= {};
    entity.i18n.en[key] = text;
    return;
  }
  if (!entity.i18n?.en) return;
  delete entity.i18n.en[key];
  if (Object.keys(entity.i18n.en).length === 0) delete entity.i18n.en;
  if (Object.keys(entity.i18n).length === 0) delete entity.i18n;
}

/** The English text of the entity at `parent` (a JSON Pointer inside the section), or ''. */
export function englishAt(section: object, parent: string, key: string): string {
  const text = valueAt(section, `${parent}/i18n/en/${key}`);
  return typeof text === 'string' ? text : '';
}

/**
 * Types the English text of the section's entity at `parent`, one undo step per focus like any text setting; an
 * emptied text removes the translation and what it leaves empty.
 */
export function setEnglish(
  store: DesignerStore,
  id: string,
  parent: string,
  key: string,
  text: string,
  label: TextKey,
): void {
  const { perform, doc } = store.getState();
  const section = doc.sections.find((s) => String(s.id) === id);
  if (!section || englishAt(section, parent, key) === text) return;
  const setting = { text: label };
  perform(
    text.trim() === ''
      ? { key: 'clearSetting', params: { title: section.title, setting } }
      : { key: 'setSetting', params: { title: section.title, setting, value: text } },
    (d) => {
      const target = d.sections.find((s) => String(s.id) === id);
      if (!target) return;
      // An English text typed for an entity the section does not hold yet (a chart's first axis, a table's basic
      // settings) makes it, as typing its default text would.
      if (parent !== '' && valueAt(target, parent) === undefined && text.trim() !== '') setAt(target, parent, {});
      const entity = valueAt(target, parent);
      if (entity && typeof entity === 'object') writeEnglish(entity, key, text);
    },
    { typing: `${id}${parent}/i18n/en/${key}` },
  );
}

/** The texts of the page itself that the designer edits in both languages (the menu and page frame show them). */
export const PAGE_TEXTS = ['name', 'tips', 'expand_statement'] as const;
export type PageText = (typeof PAGE_TEXTS)[number];

/**
 * Types one of the page's own texts, one undo step per focus. The name is required (emptied, it stays '' and the
 * page's problems say so); an emptied tip or statement becomes null, which the save hands on to the menu entry.
 */
export function setPageText(store: DesignerStore, field: PageText, text: string, label: TextKey): void {
  const { perform, doc } = store.getState();
  const value = field === 'name' || text !== '' ? text : null;
  if ((doc[field] ?? null) === value) return;
  const setting = { text: label };
  perform(
    value === null ? { key: 'clearPageText', params: { setting } } : { key: 'setPageText', params: { setting, value } },
    (d) => {
      // A name is never null (see above); tips and statement may be.
      d[field] = value as string;
    },
    { typing: `page/${field}` },
  );
}

/** Types the English version of one of the page's texts; emptied, the translation goes with what it leaves empty. */
export function setPageEnglish(store: DesignerStore, field: PageText, text: string, label: TextKey): void {
  const { perform, doc } = store.getState();
  if ((doc.i18n?.en?.[field] ?? '') === text) return;
  const setting = { text: label };
  perform(
    text.trim() === ''
      ? { key: 'clearPageText', params: { setting } }
      : { key: 'setPageText', params: { setting, value: text } },
    (d) => writeEnglish(d, field, text),
    { typing: `page/i18n/en/${field}` },
  );
}
