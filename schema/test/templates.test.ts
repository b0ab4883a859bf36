/**
 * The shipped templates (templates/*.json): each is a valid, canonically formatted template bundle whose pages
 * are the demo menu's pages (examples/demo/apps.json) and whose sections only use their bundle's datasets and
 * those datasets' columns. Together they rebuild the report families of the spec's calls. That the dataset SQL
 * runs on every engine is checked in server/test/templates-sql.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  ALL_OPTION,
  CHART_TYPES,
  COMPARE_TYPES,
  formatDocument,
  type DatasetDefinition,
  type Filter,
  type Page,
  type Section,
  type TemplateBundle,
} from '../src/dsl';
import { validateDocument, validateStructure } from '../src/validate';

const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATES_DIR = path.join(ROOT, 'templates');
const SCHEMA_REF = '../schema/json/template.json';

/** Report family (the spec's hard-coded report calls) → the template that rebuilds it and the page it lands on. */
const FAMILIES: Record<string, { file: string; url: string }> = {
  'retention (/dimension/retain/list)': { file: 'retention-daily.json', url: '/growth/retention/daily' },
  'retention comparison (/dimension/retain/compared)': {
    file: 'retention-compare.json',
    url: '/growth/retention/compare',
  },
  'user type (/dimension/user-type/*)': { file: 'user-type.json', url: '/growth/users/type' },
  'country (/dimension/country/*)': { file: 'country.json', url: '/growth/users/country' },
  'version (/dimension/ver/*)': { file: 'version.json', url: '/growth/users/version' },
  'VV (/dimension/vv)': { file: 'vv.json', url: '/growth/engagement/vv' },
  'weekly (/dimension/week)': { file: 'weekly.json', url: '/growth/engagement/weekly' },
  'entry data (/dimension/enter/data)': { file: 'entry.json', url: '/growth/engagement/entry' },
  'experiment data (/dimension/experiment/data)': { file: 'experiment.json', url: '/growth/experiments/data' },
  'push list (/dimension/push/list)': { file: 'push-list.json', url: '/push/overview/list' },
  'push funnel (/project/push/*)': { file: 'push-funnel.json', url: '/push/overview/funnel' },
  'user transform (/dimension/user-transform/list)': { file: 'user-transform.json', url: '/growth/users/transform' },
  'DAU value ratio (/dimension/dau/value/ratio/list)': { file: 'dau-value-ratio.json', url: '/growth/users/dau-ratio' },
  'real-time core data (/new/realtime/core/data)': { file: 'realtime-core.json', url: '/growth/realtime/core' },
  'page-view statistics (/visit/*)': { file: 'page-views.json', url: '/push/visits/pv' },
};

// ---- the demo menu -----------------------------------------------------------------------------------------

interface MenuEntry {
  name: string;
  url?: string | null;
  children?: MenuEntry[];
}

function menuPages(entries: readonly MenuEntry[]): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (entry.url) pages.set(entry.url, entry.name);
      walk(entry.children ?? []);
    }
  };
  walk(entries);
  return pages;
}

const apps = JSON.parse(readFileSync(path.join(ROOT, 'examples', 'demo', 'apps.json'), 'utf8')) as {
  entries?: MenuEntry[];
}[];
const MENU = menuPages(apps.flatMap((app) => app.entries ?? []));

// ---- the templates -----------------------------------------------------------------------------------------

interface Loaded {
  file: string;
  text: string;
  doc: unknown;
}

const FILES: Loaded[] = readdirSync(TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(TEMPLATES_DIR, file), 'utf8');
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      doc = { parseError: String(error) };
    }
    return { file, text, doc };
  });

/** The bundle, once its structure is known to be right (the first test of each file checks that). */
const bundle = (loaded: Loaded) => loaded.doc as TemplateBundle;
const sectionsOf = (b: TemplateBundle): { page: Page; section: Section }[] =>
  b.pages.flatMap((page) => page.sections.map((section) => ({ page, section })));
const allSections = () => FILES.flatMap((f) => sectionsOf(bundle(f)).map((s) => ({ file: f.file, ...s })));
const allFilters = () => allSections().flatMap(({ section }) => section.filter_config_model_list ?? []);

/** Every dataset column key a section refers to, with where (for a readable failure). */
function columnKeysUsed(section: Section): { key: string; where: string }[] {
  const used: { key: string; where: string }[] = [];
  const add = (where: string, keys: Iterable<string | undefined>) => {
    for (const key of keys) if (key !== undefined) used.push({ key, where });
  };
  add(
    'column_config_model_list',
    (section.column_config_model_list ?? []).map((c) => c.column_key),
  );
  add(
    'table_config.columns',
    (section.table_config?.columns ?? []).map((c) => c.column_key),
  );
  for (const f of section.filter_config_model_list ?? []) {
    add('filter class_en', [f.class_en]);
    add('datepicker field_list', f.datepicker_options?.field_list ?? []);
  }
  const chart = section.chart_config;
  if (chart) {
    for (const s of chart.series ?? []) {
      add('series field', [s.field]);
      add('series name_field', [s.name_field]);
      add('series filters', Object.keys(s.filters ?? {}));
    }
    add('category_axis.field', [chart.category_axis?.field]);
    add('category_axis.filters', Object.keys(chart.category_axis?.filters ?? {}));
    add('free_chart_options', [
      ...(chart.free_chart_options?.dimension_list ?? []),
      ...(chart.free_chart_options?.indicator_list ?? []),
    ]);
  }
  for (const card of section.card_info_models ?? []) {
    add('card column_key', [card.column_key]);
    add('card filters', Object.keys(card.filters ?? {}));
  }
  return used;
}

/** Dialect-specific SQL the demo connection must not depend on (it runs on SQLite, MariaDB and PostgreSQL). */
const NOT_PORTABLE: [RegExp, string][] = [
  [/\b(IFNULL|NVL|IIF|ISNULL)\s*\(/i, 'null functions other than COALESCE/NULLIF'],
  [/\bIF\s*\(/i, 'IF() (use CASE WHEN)'],
  [
    /\b(DATE_FORMAT|DATE_TRUNC|DATE_ADD|DATE_SUB|DATEDIFF|DATE_PART|STRFTIME|JULIANDAY|TO_CHAR|TO_DATE|EXTRACT|YEARWEEK|WEEKDAY|DAYOFWEEK)\s*\(/i,
    'date functions (use the precomputed columns)',
  ],
  [
    /\b(NOW|CURDATE|CURTIME|GETDATE|SYSDATE)\s*\(|\bCURRENT_(DATE|TIMESTAMP)\b/i,
    'the current time (filters supply dates)',
  ],
  [/\bINTERVAL\b/i, 'INTERVAL arithmetic'],
  [/\b(CONCAT|GROUP_CONCAT|STRING_AGG|LISTAGG)\s*\(|\|\|/i, 'string concatenation'],
  [/\b(LIMIT|TOP|OFFSET|FETCH)\b/i, 'row limits (the query engine pages)'],
  [/\b(ILIKE|REGEXP|RLIKE)\b/i, 'dialect pattern matching'],
  [/::/, 'PostgreSQL casts'],
  [/[`"]/, 'quoted identifiers (backticks or double quotes)'],
  [/\bWITH\b/i, 'common table expressions (the engine wraps the SQL as a derived table)'],
  [/;\s*$/, 'a trailing semicolon'],
];

// ---- tests -------------------------------------------------------------------------------------------------

describe('templates: the set', () => {
  it('has at least ten bundles', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.entries(FAMILIES))('covers %s', (_family, { file, url }) => {
    const loaded = FILES.find((f) => f.file === file);
    expect(loaded).toBeDefined();
    expect(bundle(loaded as Loaded).pages.map((p) => p.url)).toContain(url);
  });

  it('places each demo page once: no two pages of the set share a url', () => {
    const urls = FILES.flatMap((f) => bundle(f).pages.map((p) => p.url));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('uses every chart type of spec section 3 and every compare type of section 4', () => {
    const charts = allSections().flatMap(({ section }) => (section.chart_config ? [section.chart_config] : []));
    const types = new Set(
      charts.map((c) =>
        c.chart_compare_type === COMPARE_TYPES.FREE_DRAG && c.free_chart_type !== undefined
          ? c.free_chart_type
          : c.config_type,
      ),
    );
    for (const type of [
      CHART_TYPES.LINE,
      CHART_TYPES.BAR,
      CHART_TYPES.PIE,
      CHART_TYPES.LINE_BAR,
      CHART_TYPES.CARD,
      CHART_TYPES.FUNNEL,
    ])
      expect([type, types.has(type)]).toEqual([type, true]);
    const compares = new Set(charts.map((c) => c.chart_compare_type));
    for (const compare of Object.values(COMPARE_TYPES))
      expect([compare, compares.has(compare)]).toEqual([compare, true]);
    expect(allSections().some(({ section }) => section.chart_is_comment === 1)).toBe(true);
    expect(
      allSections().some(({ section }) => section.show_type === 'card' && (section.card_info_models ?? []).length > 0),
    ).toBe(true);
  });

  it('has paged, exportable tables and the usual search-bar filters', () => {
    const tables = allSections().flatMap(({ section }) =>
      section.table_config?.basic ? [section.table_config.basic] : [],
    );
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((t) => t.table_is_export === 1 && t.table_is_pagination === 1)).toBe(true);
    expect(tables.some((t) => t.backend_handle_page === 1)).toBe(true);

    const filters = allFilters();
    const dates = filters.filter((f) => f.type === 'datepicker');
    expect(dates.length).toBeGreaterThan(0);
    for (const f of dates) {
      expect([f.class_en, f.filter_type, f.where_type]).toEqual([f.class_en, 'date', 'date_range']);
      expect(f.datepicker_options?.quick_select_date?.length ?? 0).toBeGreaterThan(0);
    }
    for (const key of ['country', 'platform', 'channel']) {
      const selects = filters.filter((f: Filter) => f.type === 'select' && f.class_en === key);
      expect([key, selects.length > 0]).toEqual([key, true]);
      expect(selects.every((f) => f.is_choose_all_row === 1 && f.default_value === ALL_OPTION.value)).toBe(true);
    }
  });
});

describe.each(FILES.map((f) => [f.file, f] as const))('templates/%s', (_file, loaded) => {
  it('parses and passes validateStructure("template") with no issues', () => {
    expect(loaded.doc).not.toHaveProperty('parseError');
    expect(validateStructure('template', loaded.doc)).toEqual([]);
  });

  it('passes the semantic rules of spec section 5 (validateDocument) with no errors', () => {
    const errors = validateDocument('template', loaded.doc).issues.filter((i) => i.severity === 'error');
    expect(errors.map((i) => `${i.pointer}: ${i.message.en}`)).toEqual([]);
  });

  it('is canonically formatted (tessera fmt) and names the schema so editors in this repo resolve it', () => {
    expect(loaded.text).toBe(formatDocument('template', loaded.doc));
    const b = bundle(loaded);
    expect(b.$schema).toBe(SCHEMA_REF);
    expect(existsSync(path.resolve(TEMPLATES_DIR, SCHEMA_REF))).toBe(true);
  });

  it('lands each page on a demo menu page of the same url and name', () => {
    for (const page of bundle(loaded).pages) {
      expect(page.url).toEqual(expect.any(String));
      const url = page.url ?? '';
      expect([url, MENU.get(url)]).toEqual([url, page.name]);
    }
  });

  it('defines datasets on the demo connection, by name only, with unique keys and columns', () => {
    const datasets = bundle(loaded).datasets ?? [];
    expect(datasets.length).toBeGreaterThan(0);
    expect(new Set(datasets.map((d) => d.key)).size).toBe(datasets.length);
    for (const d of datasets) {
      expect([d.key, d.connection]).toEqual([d.key, 'demo']);
      expect(d.sql).toEqual(expect.any(String));
      expect(d.data_update_mode).toBeDefined();
      const keys = d.columns.map((c) => c.column_key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const c of d.columns) {
        expect([d.key, c.column_key, /^[a-z][a-z0-9_]*$/.test(c.column_key)]).toEqual([d.key, c.column_key, true]);
        expect([d.key, c.column_key, new RegExp(`\\b${c.column_key}\\b`).test(d.sql ?? '')]).toEqual([
          d.key,
          c.column_key,
          true,
        ]);
        expect(c.data_type).toEqual(expect.any(String));
        if (c.column_type === 1)
          expect([c.column_key, c.aggregate !== undefined, c.formatter !== undefined]).toEqual([
            c.column_key,
            true,
            true,
          ]);
      }
    }
  });

  it('writes portable SQL: no dialect functions, casts, limits or quoting', () => {
    for (const d of bundle(loaded).datasets ?? []) {
      const found = NOT_PORTABLE.filter(([pattern]) => pattern.test(d.sql ?? '')).map(([, what]) => what);
      expect([d.key, found]).toEqual([d.key, []]);
    }
  });

  it("points every section at a dataset of the bundle and uses only that dataset's columns", () => {
    const b = bundle(loaded);
    const datasets = new Map<string, DatasetDefinition>((b.datasets ?? []).map((d) => [d.key, d]));
    const ids = sectionsOf(b).map(({ section }) => String(section.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const { page, section } of sectionsOf(b)) {
      const ref = section.data_set_id;
      expect([section.id, typeof ref === 'string' && datasets.has(ref)]).toEqual([section.id, true]);
      expect([section.id, section.diagram_sql_model?.data_set_id]).toEqual([section.id, ref]);
      expect([section.id, section.belonging_to]).toEqual([section.id, page.id]);
      const columns = new Set((datasets.get(String(ref))?.columns ?? []).map((c) => c.column_key));
      const missing = columnKeysUsed(section).filter((u) => !columns.has(u.key));
      expect([section.id, missing]).toEqual([section.id, []]);
      for (const f of section.filter_config_model_list ?? []) {
        for (const option of f.values ?? []) {
          if (option.data_set_id !== undefined) expect(datasets.has(String(option.data_set_id))).toBe(true);
        }
      }
    }
  });

  it('lays out every section of a kanban page, and only those', () => {
    for (const page of bundle(loaded).pages) {
      if (page.display !== 1) continue;
      const placed = (page.layout?.items ?? []).map((i) => String(i.section_id)).sort();
      expect(placed).toEqual(page.sections.map((s) => String(s.id)).sort());
    }
  });
});
