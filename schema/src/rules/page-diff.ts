import type { PageChange } from '../api/lifecycle';
import type { LocalizedMessage } from '../dsl/messages';
import type { Page } from '../dsl/page';

/**
 * The changes between two page documents in plain language, as the version panel and a save conflict show them:
 * sections matched by id, filters by key (class_en), columns by column_key, so a reorder reads as "moved" and not
 * as every field changed. What no rule names falls back to "<pointer> changed". Pure: runs in browser and server.
 */
export function diffPages(before: Page, after: Page): PageChange[] {
  const out: PageChange[] = [];
  diffPageMeta(before, after, out);
  diffKeyed(list(before.global_filters), list(after.global_filters), filterKey, '/global_filters', out, {
    label: (f) => ({ zh: `全局筛选 ${nameOf(f)}`, en: `global filter ${nameOf(f)}` }),
    detail: null,
  });
  if (!same(before.layout, after.layout)) {
    out.push({
      pointer: '/layout',
      kind: kindOf(before.layout, after.layout),
      message: msg('布局已更改', 'layout changed'),
    });
  }
  diffSections(before.sections, after.sections, out);
  return out;
}

type Json = unknown;
type Obj = Record<string, Json>;
type Keyed = { key: (item: Obj) => string | null };

const CHART_TYPE_NAMES: Record<number, LocalizedMessage> = {
  0: { zh: '表格', en: 'table' },
  1: { zh: '折线图', en: 'line' },
  2: { zh: '柱状图', en: 'bar' },
  3: { zh: '饼图', en: 'pie' },
  4: { zh: '双轴图', en: 'line-bar' },
  5: { zh: '指标卡', en: 'card' },
  6: { zh: '漏斗图', en: 'funnel' },
};
const SHOW_TYPE_NAMES: Record<string, LocalizedMessage> = {
  table: { zh: '表格', en: 'table' },
  card: { zh: '卡片', en: 'cards' },
};
const DISPLAY_NAMES: Record<number, LocalizedMessage> = {
  0: { zh: '折叠报表', en: 'collapse report' },
  1: { zh: '看板', en: 'kanban board' },
};

/** Page meta fields people know by name; others are named by their key. */
const PAGE_FIELDS: Record<string, LocalizedMessage> = {
  name: { zh: '页面名称', en: 'page name' },
  url: { zh: '页面地址', en: 'page url' },
  display: { zh: '展示方式', en: 'display' },
  data_level: { zh: '数据等级', en: 'data level' },
  status: { zh: '上线状态', en: 'online status' },
  is_show: { zh: '菜单中显示', en: 'shown in menu' },
  tips: { zh: '页面提示', en: 'page tips' },
  remark: { zh: '备注', en: 'remark' },
  expand_statement: { zh: '页头说明', en: 'header statement' },
  develop_charge_username: { zh: '开发负责人', en: 'developer in charge' },
  work_charge_username: { zh: '业务负责人', en: 'owner in charge' },
};
/** Keys whose change is noise (version bumps by migration, ids assigned by the store) or handled elsewhere. */
const PAGE_SKIPPED = new Set(['$schema', 'version', 'id', 'sections', 'global_filters', 'layout']);

const msg = (zh: string, en: string): LocalizedMessage => ({ zh, en });
const same = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);
const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: Json): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const kindOf = (a: Json, b: Json): PageChange['kind'] =>
  a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
const escapePointer = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
function nameOf(item: Obj): string {
  for (const key of ['name', 'title', 'column_name', 'class_en', 'column_key']) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '?';
}
const filterKey = (f: Obj) => (typeof f.class_en === 'string' ? f.class_en : null);
const columnKey = (c: Obj) => (typeof c.column_key === 'string' ? c.column_key : null);

/** A value as a person reads it in a message: short scalars as they are, anything bigger as "…". */
function shown(value: Json, names?: Record<string | number, LocalizedMessage>): LocalizedMessage {
  if (value === undefined || value === null || value === '') return msg('（空）', '(none)');
  const named = names && (typeof value === 'string' || typeof value === 'number') ? names[value] : undefined;
  if (named) return named;
  if (typeof value === 'string') return msg(clip(value), clip(value));
  if (typeof value === 'number' || typeof value === 'boolean') return msg(String(value), String(value));
  return msg('…', '…');
}
const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);

function arrow(field: LocalizedMessage, from: Json, to: Json, names?: Record<string | number, LocalizedMessage>) {
  const a = shown(from, names);
  const b = shown(to, names);
  return msg(`${field.zh} ${a.zh} → ${b.zh}`, `${field.en} ${a.en} → ${b.en}`);
}

function prefixed(prefix: LocalizedMessage, m: LocalizedMessage): LocalizedMessage {
  return msg(`${prefix.zh}：${m.zh}`, `${prefix.en}: ${m.en}`);
}

function diffPageMeta(before: Page, after: Page, out: PageChange[]): void {
  const a = before as unknown as Obj;
  const b = after as unknown as Obj;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !PAGE_SKIPPED.has(k));
  for (const key of keys) {
    if (same(a[key], b[key])) continue;
    const field = PAGE_FIELDS[key] ?? msg(`页面 ${key}`, `page ${key}`);
    out.push({
      pointer: `/${escapePointer(key)}`,
      kind: kindOf(a[key], b[key]),
      message: arrow(field, a[key], b[key], key === 'display' ? DISPLAY_NAMES : undefined),
    });
  }
}

interface KeyedOptions {
  /** How an item is named in messages ("filter 日期", "column 金额"). */
  label: (item: Obj) => LocalizedMessage;
  /** Messages are prefixed with this (the section's name) when the list belongs to a section. */
  detail: LocalizedMessage | null;
}

/**
 * A list matched by key: added, removed, changed (naming the fields that changed) and moved. Items without a key
 * are compared by position through the generic fallback.
 */
function diffKeyed(
  before: Obj[],
  after: Obj[],
  key: Keyed['key'],
  base: string,
  out: PageChange[],
  options: KeyedOptions,
): void {
  const wrap = (m: LocalizedMessage) => (options.detail ? prefixed(options.detail, m) : m);
  const keysBefore = before.map(key);
  const keysAfter = after.map(key);
  if (keysBefore.some((k) => k === null) || keysAfter.some((k) => k === null)) {
    leafChanges(before, after, base, (m) => wrap(m), out);
    return;
  }
  after.forEach((item, i) => {
    const j = keysBefore.indexOf(keysAfter[i]);
    const label = options.label(item);
    if (j < 0) {
      out.push({
        pointer: `${base}/${i}`,
        kind: 'added',
        message: wrap(msg(`${label.zh} 已添加`, `${label.en} added`)),
      });
      return;
    }
    const old = before[j];
    const fields = [...new Set([...Object.keys(old), ...Object.keys(item)])].filter((f) => !same(old[f], item[f]));
    if (fields.length > 0) {
      const detail = fields.map((f) =>
        isScalarChange(old[f], item[f]) ? `${f} ${shown(old[f]).en} → ${shown(item[f]).en}` : f,
      );
      const detailZh = fields.map((f) =>
        isScalarChange(old[f], item[f]) ? `${f} ${shown(old[f]).zh} → ${shown(item[f]).zh}` : f,
      );
      out.push({
        pointer: `${base}/${i}`,
        kind: 'changed',
        message: wrap(
          msg(`${label.zh} 已更改（${detailZh.join('，')}）`, `${label.en} changed (${detail.join(', ')})`),
        ),
      });
    }
  });
  before.forEach((item, j) => {
    if (keysAfter.includes(keysBefore[j])) return;
    const label = options.label(item);
    out.push({
      pointer: `${base}/${j}`,
      kind: 'removed',
      message: wrap(msg(`${label.zh} 已删除`, `${label.en} removed`)),
    });
  });
  for (const moved of movedItems(keysBefore as string[], keysAfter as string[])) {
    const i = keysAfter.indexOf(moved);
    const label = options.label(after[i]);
    const from = keysBefore.indexOf(moved) + 1;
    out.push({
      pointer: `${base}/${i}`,
      kind: 'changed',
      message: wrap(
        msg(`${label.zh} 已移动（第 ${from} → 第 ${i + 1} 位）`, `${label.en} moved (position ${from} → ${i + 1})`),
      ),
    });
  }
}

const isScalarChange = (a: Json, b: Json) => !isObj(a) && !isObj(b) && !Array.isArray(a) && !Array.isArray(b);

/**
 * Items kept in both lists whose relative order changed: those outside a longest common subsequence, so moving one
 * section names that section only, not every section it passed.
 */
function movedItems(before: string[], after: string[]): string[] {
  const a = before.filter((k) => after.includes(k));
  const b = after.filter((k) => before.includes(k));
  const n = a.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = n - 1; j >= 0; j -= 1)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const stay = new Set<string>();
  for (let i = 0, j = 0; i < n && j < n;) {
    if (a[i] === b[j]) {
      stay.add(a[i]);
      i += 1;
      j += 1;
    } else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }
  return b.filter((k) => !stay.has(k));
}

/** Section fields read with their own words; the rest of a section goes through the generic fallback. */
const SECTION_HANDLED = new Set(['id', 'title', 'show_type', 'filter_config_model_list', 'column_config_model_list']);

function diffSections(before: Page['sections'], after: Page['sections'], out: PageChange[]): void {
  const titled = (s: Obj) => msg(`区块 ${nameOf(s)}`, `section ${nameOf(s)}`);
  const a = before as unknown as Obj[];
  const b = after as unknown as Obj[];
  const idA = a.map((s) => String(s.id));
  const idB = b.map((s) => String(s.id));
  b.forEach((section, i) => {
    const j = idA.indexOf(idB[i]);
    const label = titled(section);
    const base = `/sections/${i}`;
    if (j < 0) {
      out.push({ pointer: base, kind: 'added', message: msg(`${label.zh} 已添加`, `${label.en} added`) });
      return;
    }
    diffSection(a[j], section, base, label, out);
  });
  a.forEach((section, j) => {
    if (idB.includes(idA[j])) return;
    const label = titled(section);
    out.push({ pointer: `/sections/${j}`, kind: 'removed', message: msg(`${label.zh} 已删除`, `${label.en} removed`) });
  });
  for (const moved of movedItems(idA, idB)) {
    const i = idB.indexOf(moved);
    const label = titled(b[i]);
    const from = idA.indexOf(moved) + 1;
    out.push({
      pointer: `/sections/${i}`,
      kind: 'changed',
      message: msg(
        `${label.zh} 已移动（第 ${from} → 第 ${i + 1} 位）`,
        `${label.en} moved (position ${from} → ${i + 1})`,
      ),
    });
  }
}

function diffSection(before: Obj, after: Obj, base: string, label: LocalizedMessage, out: PageChange[]): void {
  const add = (pointer: string, kind: PageChange['kind'], m: LocalizedMessage) =>
    out.push({ pointer, kind, message: prefixed(label, m) });
  if (!same(before.title, after.title))
    add(`${base}/title`, 'changed', arrow(msg('标题', 'title'), before.title, after.title));
  if (!same(before.show_type, after.show_type))
    add(
      `${base}/show_type`,
      kindOf(before.show_type, after.show_type),
      arrow(msg('展示方式', 'shown as'), before.show_type ?? 'table', after.show_type ?? 'table', SHOW_TYPE_NAMES),
    );

  const chartA = isObj(before.chart_config) ? before.chart_config : {};
  const chartB = isObj(after.chart_config) ? after.chart_config : {};
  if (!same(chartA.config_type, chartB.config_type))
    add(
      `${base}/chart_config/config_type`,
      kindOf(chartA.config_type, chartB.config_type),
      arrow(msg('图表类型', 'chart type'), chartA.config_type, chartB.config_type, CHART_TYPE_NAMES),
    );
  if (!same(chartA.height, chartB.height))
    add(
      `${base}/chart_config/height`,
      kindOf(chartA.height, chartB.height),
      arrow(msg('图表高度', 'chart height'), chartA.height, chartB.height),
    );

  diffKeyed(
    list(before.filter_config_model_list),
    list(after.filter_config_model_list),
    filterKey,
    `${base}/filter_config_model_list`,
    out,
    {
      label: (f) => msg(`筛选 ${nameOf(f)}`, `filter ${nameOf(f)}`),
      detail: label,
    },
  );
  diffKeyed(
    list(before.column_config_model_list),
    list(after.column_config_model_list),
    columnKey,
    `${base}/column_config_model_list`,
    out,
    {
      label: (c) => msg(`字段 ${nameOf(c)}`, `field ${nameOf(c)}`),
      detail: label,
    },
  );
  const tableA = isObj(before.table_config) ? before.table_config : {};
  const tableB = isObj(after.table_config) ? after.table_config : {};
  diffKeyed(list(tableA.columns), list(tableB.columns), columnKey, `${base}/table_config/columns`, out, {
    label: (c) => msg(`列 ${nameOf(c)}`, `column ${nameOf(c)}`),
    detail: label,
  });

  // Everything else: the generic fallback, with the parts named above taken out.
  const rest = (s: Obj): Obj => {
    const copy: Obj = Object.fromEntries(Object.entries(s).filter(([k]) => !SECTION_HANDLED.has(k)));
    if (isObj(copy.chart_config)) {
      const { config_type: _t, height: _h, ...chart } = copy.chart_config;
      copy.chart_config = chart;
    }
    if (isObj(copy.table_config)) {
      const { columns: _c, ...table } = copy.table_config;
      copy.table_config = table;
    }
    return copy;
  };
  leafChanges(rest(before), rest(after), base, (m) => prefixed(label, m), out);
}

/** The generic fallback: every leaf that differs, as "<path> a → b" or "<path> changed". */
function leafChanges(
  a: Json,
  b: Json,
  base: string,
  wrap: (m: LocalizedMessage) => LocalizedMessage,
  out: PageChange[],
): void {
  walk(a, b, [], (path, from, to) => {
    const pointer = `${base}/${path.map(escapePointer).join('/')}`.replace(/\/$/, '');
    const where = path.join('.') || '/';
    const kind = kindOf(from, to);
    const m =
      kind === 'added'
        ? msg(`${where} 已添加`, `${where} added`)
        : kind === 'removed'
          ? msg(`${where} 已删除`, `${where} removed`)
          : isScalarChange(from, to)
            ? arrow(msg(where, where), from, to)
            : msg(`${where} 已更改`, `${where} changed`);
    out.push({ pointer, kind, message: wrap(m) });
  });
}

function walk(
  a: Json,
  b: Json,
  path: (string | number)[],
  emit: (path: (string | number)[], a: Json, b: Json) => void,
): void {
  if (same(a, b)) return;
  if (isObj(a) && isObj(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], [...path, key], emit);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) walk(a[i], b[i], [...path, i], emit);
    return;
  }
  emit(path, a, b);
}

/**
 * One line a person reads in the version list: the changes themselves when there are few, else counts per kind
 * ("2 sections changed, 1 section added") followed by the page-level changes.
 */
export function summarizeChanges(changes: readonly PageChange[]): LocalizedMessage {
  if (changes.length === 0) return msg('无变化', 'no changes');
  if (changes.length <= 3)
    return msg(changes.map((c) => c.message.zh).join('；'), changes.map((c) => c.message.en).join('; '));
  const sectionOf = (c: PageChange) => /^\/sections\/(\d+)(\/.*)?$/.exec(c.pointer);
  const added = changes.filter((c) => sectionOf(c) && !sectionOf(c)?.[2] && c.kind === 'added').length;
  const removed = changes.filter((c) => sectionOf(c) && !sectionOf(c)?.[2] && c.kind === 'removed').length;
  const changed = new Set(
    changes.filter((c) => sectionOf(c) && (sectionOf(c)?.[2] || c.kind === 'changed')).map((c) => sectionOf(c)?.[1]),
  ).size;
  const zh: string[] = [];
  const en: string[] = [];
  const count = (n: number, z: string, e: string) => {
    if (n === 0) return;
    zh.push(`${n} 个区块${z}`);
    en.push(`${n} section${n === 1 ? '' : 's'} ${e}`);
  };
  count(changed, '已更改', 'changed');
  count(added, '已添加', 'added');
  count(removed, '已删除', 'removed');
  for (const c of changes.filter((x) => !sectionOf(x))) {
    zh.push(c.message.zh);
    en.push(c.message.en);
  }
  return msg(zh.join('，'), en.join(', '));
}
