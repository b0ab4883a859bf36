import type { Page, Section } from '@tessera/schema/dsl';

/** A chart section in the shape the templates use: a dated line over one dataset. */
export function chartSection(id: string, title: string): Section {
  return {
    id,
    title,
    show_type: 'table',
    data_set_id: 1,
    report_type: 2,
    column_config_model_list: [
      { column_key: 'dt', column_name: '日期', column_type: 0, selected: 1, is_index: 0 },
      { column_key: 'pv', column_name: '浏览量', column_type: 1, aggregate: 'SUM', selected: 1, is_index: 1 },
    ],
    chart_config: {
      config_type: 1,
      chart_compare_type: 1,
      have_chart: 1,
      series: [{ name_way: 'manual', name: '浏览量', type: 'line', field: 'pv', fe_tag_is_selected: 1 }],
      legend: { show: true, type: 'plain', selected_mode: 'multiple' },
      height: 360,
    },
  };
}

/** A kanban page of `count` chart sections, two per row. */
export function pageOf(count: number): Page {
  const sections = Array.from({ length: count }, (_, i) => chartSection(`s${i + 1}`, `区块 ${i + 1}`));
  return {
    version: 2,
    name: '测试页面',
    display: 1,
    global_filters: [],
    layout: {
      items: sections.map((s, i) => ({ section_id: s.id, x: (i % 2) * 6, y: Math.floor(i / 2) * 8, w: 6, h: 8 })),
    },
    sections,
  };
}
