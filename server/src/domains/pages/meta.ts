import type { InferCreationAttributes } from 'sequelize';
import { CATALOG_OR_PAGE, ONLINE_STATUS, type RouterConfig } from '@tessera/schema/api';
import { DEFAULT_DATA_LEVEL, type Page } from '@tessera/schema/dsl';
import { optionalText } from '../../core/optional-text';
import { parseRouterConfig } from '../entries/mappers';
import type { EntryModel } from '../entries/models';

/**
 * A page document's meta uses the Entry's field names. The entry row is the menu's truth (the catalog edits it), the
 * stored document keeps the keys it was saved with, so a document read back has the entry's current values under
 * exactly the keys it had — which keeps export → import → export byte-identical.
 */
const TEXT_KEYS = [
  'tips',
  'remark',
  'requirement_type',
  'requirement_url',
  'develop_charge_username',
  'work_charge_username',
  'expand_statement',
] as const;
const FLAG_KEYS = ['is_show', 'is_expand'] as const;
type MetaKey =
  | 'name'
  | 'url'
  | 'catalog_or_page'
  | 'data_level'
  | 'status'
  | (typeof FLAG_KEYS)[number]
  | (typeof TEXT_KEYS)[number]
  | 'router_config';
type EntryAttributes = Partial<InferCreationAttributes<EntryModel>>;

function defaultRouterConfig(name: string): RouterConfig {
  return { component: 'ReportPage', meta: { title: name } };
}

/** What a document without the key means (the page schema's defaults). */
function defaultOf(key: MetaKey, name: string): unknown {
  switch (key) {
    case 'catalog_or_page':
      return CATALOG_OR_PAGE.PAGE;
    case 'data_level':
      return DEFAULT_DATA_LEVEL;
    case 'status':
      return ONLINE_STATUS.OFFLINE;
    case 'is_show':
      return 1;
    case 'is_expand':
      return 0;
    case 'router_config':
      return defaultRouterConfig(name);
    default:
      return null;
  }
}

function entryMeta(entry: EntryModel): Record<MetaKey, unknown> {
  return {
    name: entry.name,
    url: entry.url ?? null,
    catalog_or_page: CATALOG_OR_PAGE.PAGE,
    data_level: entry.data_level || DEFAULT_DATA_LEVEL,
    status: Number(entry.status),
    is_show: Number(entry.is_show) ? 1 : 0,
    is_expand: Number(entry.is_expand) ? 1 : 0,
    ...Object.fromEntries(TEXT_KEYS.map((k) => [k, entry[k] ?? null])),
    router_config: parseRouterConfig(entry.router_config),
  } as Record<MetaKey, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The document with the entry's menu fields: keys it has take the entry's value; keys it lacks are added only when
 * the entry holds something other than the default (a field set later in the catalog is not lost on export).
 */
export function withEntryMeta<T extends Partial<Page>>(doc: T, entry: EntryModel): T {
  const meta = entryMeta(entry);
  const out: Record<string, unknown> = { ...doc };
  for (const key of Object.keys(meta) as MetaKey[]) {
    const value = meta[key];
    if (key in out) out[key] = value;
    else if (value !== null && !same(value, defaultOf(key, entry.name))) out[key] = value;
  }
  return withEntryTextsEn(out, entry) as T;
}

type PageI18n = NonNullable<Page['i18n']>;
/** The page texts whose English version lives in the entry row (the menu and the page frame show them). */
const ENTRY_TEXTS_EN = { name: 'name_en', tips: 'tips_en' } as const;
type EntryTextEn = keyof typeof ENTRY_TEXTS_EN;

/**
 * The entry's English name and tips are the document's `i18n.en.name` and `i18n.en.tips` (the catalog edits them
 * like the other menu fields). Set only where there is one, and removed with the objects they leave empty, so a
 * document without translations stays as it was.
 */
function withEntryTextsEn(doc: Record<string, unknown>, entry: EntryModel): Record<string, unknown> {
  const i18n = (doc.i18n ?? {}) as PageI18n;
  const en: Record<string, string | undefined> = { ...i18n.en };
  for (const key of Object.keys(ENTRY_TEXTS_EN) as EntryTextEn[]) {
    const value = entry[ENTRY_TEXTS_EN[key]] ?? null;
    if (value === null) delete en[key];
    else en[key] = value;
  }
  if (JSON.stringify(en) === JSON.stringify(i18n.en ?? {})) return doc;
  const { en: _en, ...others } = i18n;
  const next: PageI18n = Object.keys(en).length > 0 ? { ...others, en } : others;
  const out: Record<string, unknown> = { ...doc, i18n: next };
  if (Object.keys(next).length === 0) delete out.i18n;
  return out;
}

/**
 * Entry attributes from a document's meta. Keys the document lacks are left alone, or take the schema default
 * when the entry is being created. `url` and `status` are copied only when asked: the designer's save leaves them
 * to the catalog and to publishing; an import sets them.
 */
export function entryAttributesFrom(
  doc: Partial<Page>,
  options: { creating: boolean; urlAndStatus: boolean },
): EntryAttributes {
  const name = doc.name ?? '';
  const pick = <K extends MetaKey>(key: K): unknown =>
    key in doc ? (doc as Record<string, unknown>)[key] : options.creating ? defaultOf(key, name) : undefined;
  const out: EntryAttributes = {};
  if (doc.name !== undefined) out.name = doc.name;
  if ('i18n' in doc || options.creating) {
    out.name_en = optionalText(doc.i18n?.en?.name);
    out.tips_en = optionalText(doc.i18n?.en?.tips);
  }
  const level = pick('data_level');
  if (level !== undefined)
    out.data_level = typeof level === 'string' || typeof level === 'number' ? String(level) : DEFAULT_DATA_LEVEL;
  for (const key of FLAG_KEYS) {
    const value = pick(key);
    if (value !== undefined && value !== null) out[key] = Number(value);
  }
  for (const key of TEXT_KEYS) {
    const value = pick(key);
    if (value !== undefined) out[key] = (value as string | null) ?? null;
  }
  const router = pick('router_config');
  if (router !== undefined) out.router_config = router === null ? null : JSON.stringify(router);
  if (options.urlAndStatus) {
    if (doc.url !== undefined) out.url = doc.url;
    const status = pick('status');
    if (status !== undefined && status !== null) out.status = Number(status);
  }
  return out;
}
