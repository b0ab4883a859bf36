import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toSnakeKey } from '../src/api/case';

/**
 * Spec section 3, typed in entity by entity (the spec is read-only; its prose lists do not parse reliably).
 * Each field needs a row in schema/README.md: the DSL table (a pointer into a generated JSON Schema file) or the
 * shell/API table (a TypeScript symbol). Code lists (filter types, chart type codes, …) list their codes.
 */
const SPEC: Record<string, string[]> = {
  Entry: [
    'id',
    'name',
    'url',
    'catalog_or_page',
    'childs',
    'is_expand',
    'is_show',
    'data_level',
    'authorized',
    'parent_id',
    'appId',
    'status',
    'develop_charge_username',
    'work_charge_username',
    'requirementType',
    'requirement_url',
    'tips',
    'remark',
    'expandStatement',
    'router_config',
  ],
  'User info': ['name', 'passport'],
  App: ['id', 'appName', 'image_url', 'app_key'],
  Permission: ['permission_type', 'have_permission', 'can_edit_app_announcement', 'page_can_share'],
  Section: [
    'id',
    'title',
    'show_type',
    'diagram_sql_model',
    'filter_config_model_list',
    'column_config_model_list',
    'table_config',
    'chart_config',
    'chart_is_comment',
    'props',
    'card_info_models',
    'data_set_id',
    'catalog_or_page',
    'report_type',
    'requirement_url',
    'requirementType',
    'belonging_to',
    'other_config',
  ],
  'Section table_config': ['basic', 'columns'],
  'Section diagram_sql_model': ['data_set_id'],
  'Table basic': [
    'table_is_pagination',
    'table_is_export',
    'table_radio_show',
    'backend_handle_page',
    'have_table',
    'tips',
    'height',
  ],
  'Table column': [
    'columnKey',
    'columnName',
    'filters',
    'radio_type',
    'tab_name',
    'is_show_description',
    'description',
    'special_column_type',
    'have_color',
    'is_chart_column',
    'is_sort',
    'sort_type',
    'is_default',
    'is_index',
    'props',
  ],
  'Table column props': ['width', 'span', 'sortable', 'formatter', 'addColorClass', 'rules', 'fixWidth', 'header'],
  'Column (builder)': [
    'columnKey',
    'columnName',
    'columnType',
    'formatter',
    'aggregate',
    'defaultSort',
    'description',
    'rules',
    'isNew',
    'selected',
    'is_default',
    'is_index',
    'is_show',
    'indicator_id',
    'keep_in_or_online_status',
  ],
  Filter: [
    'type',
    'belonging_to',
    'name',
    'classEn',
    'trigger',
    'filterType',
    'filterOrigin',
    'default_value',
    'default_value_list',
    'default_config_value',
    'child_value',
    'fixedValues',
    'is_choose_all_row',
    'values',
    'isMulti',
    'is_default_select_all',
    'is_interlock',
    'is_default_sort',
    'is_show',
    'is_diy_datasource',
    'isReset',
    'is_comparison',
    'canDeleteTime',
    'is_fixed',
    'is_control_query',
    'sql_db_id',
    'select_sql',
    'get_field_value_type',
    'filter_key',
    'filter_value',
    'whereType',
    'whereCondition',
    'mapId',
    'name_way',
    'filterTool',
    'tab_name',
    'radio_type',
    'datepicker_options',
  ],
  'Filter option': ['name', 'value', 'decision_diagram_id', 'new_diagram_config', 'data_set_id'],
  'Filter datepicker_options': [
    'date_type',
    'default_config_value',
    'quick_select_date',
    'max_date',
    'max_date_range',
    'field list',
    'values',
  ],
  'Filter types': [
    'select',
    'datepicker',
    'text',
    'fuzzytext',
    'tab',
    'radio',
    'treeselect',
    'between',
    'input',
    'range',
  ],
  'Chart config': [
    'config_type',
    'chart_compare_type',
    'have_chart',
    'reverse_axis',
    'series',
    'xAxis',
    'yAxis',
    'grid',
    'dataZoom',
    'legend',
    'tooltip',
    'data_is_opposite_by_table',
    'free_use_two_yaxis',
    'free_reverse_data',
    'free_chart_type',
    'free_chart_options',
  ],
  'Chart grid': ['left', 'right'],
  'Chart legend': ['show', 'type', 'selectedMode'],
  'Chart tooltip': ['show', 'trigger'],
  'Free chart options': ['dimensionList', 'indicatorList', 'configs'],
  'Default category axis': ['field', 'filters', 'fixedValues', 'min', 'max'],
  Series: [
    'name_way',
    'name',
    'type',
    'nameField',
    'field',
    'filters',
    'fixedValues',
    'xAxisIndex',
    'yAxisIndex',
    'symbol',
    'symbolSize',
    'lineStyle',
    'stack',
    'itemStyle',
    'label',
    'fe_tag_is_selected',
  ],
  'Series label': ['show', 'position'],
  'Chart type codes': ['table', 'line', 'bar', 'pie', 'line-bar', 'card', 'funnel'],
  'Looker config': [
    'title',
    'dataSetId',
    'description',
    'remark',
    'filters',
    'selectedColumns',
    'hasAggregate',
    'visual config',
    'lookerId',
    'isFreeLooker',
    'saveReports',
    'appId',
  ],
  'Looker visual config': ['chartsValue', 'dimValue', 'secondDimValue', 'indexValue', 'secondYValue', 'isDynamicScale'],
  'Looker saved report': ['url', 'name', 'id'],
  Comment: ['id', 'content', 'url', 'title', 'conditions', 'fieldValue'],
  Dataset: ['columns', 'name', 'value', 'data_set_column_list'],
  'Global select option': ['values', 'name', 'value'],
  Users: ['username', 'realname'],
  'Global variables': ['permissionsApprovalCount', 'sidebarExpand', 'isFromOuterSite', 'isPreview', 'lang'],
  'Share query': ['permission_ids', 'add_user_set'],
  'Report query payload': [
    'diagram_id',
    'filter_condition',
    'sort_key_map',
    'page',
    'page_size',
    'data_set_id',
    'export_fields',
  ],
  'Linked select request': ['diagram_id', 'field', 'value'],
  'Linked select response': ['level_name', 'level_value'],
  Pagination: ['page', 'page_size', 'total_size'],
  'Paging queries': ['page', 'page_size', 'search_content', 'role_id'],
  'Report kinds': ['report', 'chart', 'collapse report', 'kanban board'],
  'Page/catalog types': ['directory', 'page'],
  'Employee status': ['left', 'active'],
  'Chart compare type selector': ['name', 'values', 'isMulti'],
};

/** Rows whose key is not the mechanical snake_case of the spec name, and why. */
const RENAMED: Record<string, string> = {
  'Dataset/name': 'column_name', // the spec's "name (label)" of a dataset column
  'Dataset/value': 'column_key', // the spec's "value" of a dataset column
  'Dataset/data_set_column_list': 'columns', // the definition's column list
  // toSnakeKey splits only lower→upper, giving second_yvalue; the key keeps the Y as its own word like x_axis_index.
  // The structural validator answers second_yvalue with 'did you mean "second_y_value"?'.
  'Looker visual config/secondYValue': 'second_y_value',
};

/** Entities whose spec names are codes: the row's key is the code and must be in the enumeration pointed at. */
const CODE_ENTITIES = new Set([
  'Filter types',
  'Chart type codes',
  'Chart compare types',
  'Report kinds',
  'Page/catalog types',
]);

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

interface Row {
  entity: string;
  field: string;
  key: string;
  target: string;
}

function tableRows(afterHeading: string): Row[] {
  const start = readme.indexOf(afterHeading);
  if (start < 0) throw new Error(`README has no "${afterHeading}" section`);
  const rows: Row[] = [];
  let inTable = false;
  for (const line of readme.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim().replace(/^`|`$/g, ''));
    if (cells[0] === 'Entity' || /^-+$/.test(cells[0])) continue;
    rows.push(
      cells.length === 4
        ? { entity: cells[0], field: cells[1], key: cells[2], target: cells[3] }
        : { entity: cells[0], field: cells[1], key: cells[1], target: cells[2] },
    );
  }
  return rows;
}

const dslRows = tableRows('## Field table');
const apiRows = tableRows('### Shell and API entities');

function resolvePointer(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(token in node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

const schemas = new Map<string, unknown>();
function schemaFile(name: string): unknown {
  if (!schemas.has(name)) {
    const file = join(__dirname, '..', 'json', name);
    schemas.set(name, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  }
  return schemas.get(name);
}

describe('README field table', () => {
  it('has a row for every spec section 3 field', () => {
    const have = new Set([...dslRows, ...apiRows].map((r) => `${r.entity}/${r.field}`));
    const missing = Object.entries(SPEC)
      .flatMap(([entity, fields]) => fields.map((f) => `${entity}/${f}`))
      .filter((id) => !have.has(id));
    expect(missing).toEqual([]);
  });

  it('DSL rows point at something in the generated JSON Schema files', () => {
    const broken = dslRows.filter((r) => {
      const [file, pointer] = r.target.split('#');
      const node = resolvePointer(schemaFile(file), pointer ?? '');
      return typeof node !== 'object' || node === null;
    });
    expect(broken.map((r) => `${r.entity}/${r.field} → ${r.target}`)).toEqual([]);
  });

  it('DSL keys are the spec names converted mechanically (toSnakeKey), except the listed renames', () => {
    const wrong: string[] = [];
    for (const r of dslRows) {
      if (CODE_ENTITIES.has(r.entity) && !r.target.endsWith(`/properties/${r.key}`)) continue;
      const pointer = r.target.split('#')[1] ?? '';
      const tokens = pointer.split('/');
      const last = tokens[tokens.length - 1];
      const expected = RENAMED[`${r.entity}/${r.field}`] ?? toSnakeKey(r.field).replace(/ /g, '_');
      if (r.key !== expected || last !== expected || tokens[tokens.length - 2] !== 'properties')
        wrong.push(`${r.entity}/${r.field}: ${r.key} at ${r.target}`);
    }
    expect(wrong).toEqual([]);
  });

  it('code rows name a code the enumeration holds', () => {
    const wrong: string[] = [];
    for (const r of dslRows.filter(
      (row) => CODE_ENTITIES.has(row.entity) && !row.target.endsWith(`/properties/${row.key}`),
    )) {
      const [file, pointer] = r.target.split('#');
      const node = resolvePointer(schemaFile(file), pointer) as { enum?: unknown[]; const?: unknown } | undefined;
      const code: unknown = JSON.parse(r.key);
      const allowed = node?.enum ?? (node && 'const' in node ? [node.const] : []);
      if (!allowed.includes(code)) wrong.push(`${r.entity}/${r.field}: ${r.key} not in ${r.target}`);
    }
    expect(wrong).toEqual([]);
  });

  it('shell/API rows name a file and symbols that exist', () => {
    const wrong = apiRows.filter((r) => {
      const [file, symbol] = r.target.split('#');
      const path = join(root, file);
      if (!existsSync(path)) return true;
      const text = readFileSync(path, 'utf8');
      return !(symbol ?? '').split('.').every((part) => new RegExp(`\\b${part}\\b`).test(text));
    });
    expect(wrong.map((r) => `${r.entity}/${r.field} → ${r.target}`)).toEqual([]);
  });
});
