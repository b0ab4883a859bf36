import { useMemo, useState } from 'react';
import { Table, type TableProps } from 'antd';
import { PAGING, isFlagOn, nextSortState } from '@tessera/schema/rules';
import { type ReportColumn } from '@tessera/schema/api';
import { type TableColumn } from '@tessera/schema/dsl';
import { useRenderer } from '../../context';
import { useText } from '../../i18n';
import SectionStatus from '../../status/SectionStatus';
import type { SectionViewProps } from '../types';
import { sectionKinds } from '../kind';
import { useSectionData } from '../useSectionData';
import ColumnChooser from './ColumnChooser';
import ExportButton from './ExportButton';
import { SwitchRadio, SwitchTabs } from './ColumnSwitches';
import { initialSort, resolveColumns, type ColumnSort } from './columns';
import { PAGE_SIZE_OPTIONS, VIRTUAL_BODY_HEIGHT, VIRTUAL_ROW_HEIGHT, VIRTUAL_ROW_THRESHOLD } from './constants';
import { bodyHeight } from './layout';
import { sortRows } from './sort';
import { settleSelection, switchedColumns, switchOptions, type SwitchSelection } from './switches';
import { tableColumns } from './tableColumns';
import { tableRows, type TableRow } from './rows';
import { useFitsWidth } from './useFitsWidth';
import { useTableExport } from './useTableExport';
import VirtualBody, { virtualHeaderColumns, type BodyInfo } from './VirtualBody';

const NO_COLUMNS: TableColumn[] = [];
const NO_ANSWER_COLUMNS: ReportColumn[] = [];

/**
 * A section's table (also shown under a chart when have_table is on): its inner filters, column switches, paging in
 * the browser or by the data service, sorting, CSV export, and virtual scrolling for many unpaged rows.
 */
export default function TableSection({ section, scope }: SectionViewProps) {
  const t = useText();
  const { lang, phone } = useRenderer();
  const basic = section.table_config?.basic ?? {};
  const configured = section.table_config?.columns ?? NO_COLUMNS;
  const paged = isFlagOn(basic.table_is_pagination);
  const backendPaged = paged && isFlagOn(basic.backend_handle_page);

  const [sort, setSort] = useState<ColumnSort | null>(() => initialSort(configured));
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({
    page: PAGING.DEFAULT_PAGE,
    pageSize: PAGING.DEFAULT_PAGE_SIZE,
  });
  // New filter values start again from the first page (state adjusted during render, before anything is queried).
  const [pagedValues, setPagedValues] = useState(scope.values);
  if (pagedValues !== scope.values) {
    setPagedValues(scope.values);
    setPaging((current) => ({ ...current, page: PAGING.DEFAULT_PAGE }));
  }

  // Whether a sort goes to the query depends on configuration only, so it is known before the first answer.
  const configuredColumns = useMemo(
    () => resolveColumns(configured, NO_ANSWER_COLUMNS, backendPaged),
    [configured, backendPaged],
  );
  const sortedColumn = sort ? configuredColumns.find((column) => column.key === sort.key) : undefined;
  const serverSorted = sort !== null && (sortedColumn ? sortedColumn.serverSort : backendPaged);
  const querySort = useMemo(
    () => (sort && serverSorted ? { [sort.key]: sort.order } : undefined),
    [sort, serverSorted],
  );
  const pageRequest = useMemo(
    () => (backendPaged ? { page: paging.page, page_size: paging.pageSize } : null),
    [backendPaged, paging],
  );
  // A table alone asks for the compact shape; under a chart it shares the chart's answer (sharedData) instead.
  const compact = !sectionKinds(section).includes('chart');
  const { status, data, error, reload, query } = useSectionData(section, scope, {
    sort: querySort,
    page: pageRequest,
    compact,
  });

  const table = useMemo(() => tableRows(data), [data]);
  const { rows } = table;
  const columns = useMemo(
    () => resolveColumns(configured, data?.columns ?? NO_ANSWER_COLUMNS, backendPaged),
    [configured, data, backendPaged],
  );

  const options = useMemo(
    () => switchOptions(configured, scope.filters, isFlagOn(basic.table_radio_show)),
    [configured, scope.filters, basic.table_radio_show],
  );
  const [chosen, setChosen] = useState<SwitchSelection>({ radio: null, tab: null });
  const { radio, tab } = settleSelection(options, chosen);
  const switched = useMemo(
    () => switchedColumns(columns, scope.filters, scope.values, { radio, tab }),
    [columns, scope.filters, scope.values, radio, tab],
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(configured.filter((column) => column.is_default === 0).map((column) => column.column_key)),
  );
  const shown = useMemo(() => switched.filter((column) => !hidden.has(column.key)), [switched, hidden]);

  const displayRows = useMemo(() => (serverSorted ? rows : sortRows(table, sort)), [table, rows, sort, serverSorted]);
  const antd = useMemo(() => tableColumns(shown, table, sort, lang, phone), [shown, table, sort, lang, phone]);

  const totalRows = data ? (backendPaged ? (data.page?.total_size ?? null) : rows.length) : null;
  const { exporting, exportCsv } = useTableExport({ columns: shown, sort, totalRows, query });

  const onChange: TableProps<TableRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      // antd names no column when its own cycle clears the sort, which only happens on the sorted column.
      const key = (Array.isArray(sorter) ? sorter[0] : sorter)?.columnKey ?? sort?.key;
      if (key === undefined) return;
      const order = nextSortState(sort?.key === key ? sort.order : null);
      setSort(order ? { key: String(key), order } : null);
      setPaging((current) => ({ ...current, page: PAGING.DEFAULT_PAGE }));
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? paging.pageSize;
      setPaging({
        page: pageSize === paging.pageSize ? (pagination.current ?? PAGING.DEFAULT_PAGE) : PAGING.DEFAULT_PAGE,
        pageSize,
      });
    }
  };

  const height = bodyHeight(basic.height);
  const virtual = !paged && rows.length > VIRTUAL_ROW_THRESHOLD;
  // antd keys the rows it draws itself; the virtual body keys its rows by place and needs no map of every row.
  const rowKeys = useMemo(
    () => (virtual ? null : new WeakMap(rows.map((row, index) => [row, index]))),
    [rows, virtual],
  );
  const scrollY = height ?? (virtual ? VIRTUAL_BODY_HEIGHT : undefined);
  // Many unpaged rows: our own virtual body (VirtualBody), whose cost per scroll does not grow with the rows.
  const components = useMemo(
    () =>
      virtual && scrollY !== undefined
        ? {
            body: (data: readonly TableRow[], info: BodyInfo) => (
              <VirtualBody
                rows={data}
                columns={antd.columns}
                width={antd.width}
                height={scrollY}
                rowHeight={VIRTUAL_ROW_HEIGHT}
                scrollbarSize={info.scrollbarSize}
                bodyRef={info.ref}
                syncHeader={info.onScroll}
              />
            ),
          }
        : undefined,
    [virtual, scrollY, antd],
  );
  // A table its section holds whole scrolls neither way: nothing to measure, no columns to fix on the left.
  const { sentinelRef, fits } = useFitsWidth(antd.width);
  const plain = fits && !virtual && scrollY === undefined;
  const headerColumns = useMemo(
    () =>
      components
        ? virtualHeaderColumns(antd.columns)
        : plain
          ? antd.columns.map(({ fixed: _fixed, ...column }) => column)
          : antd.columns,
    [components, antd, plain],
  );

  let body;
  if (status === 'error') body = <SectionStatus kind="error" message={error} onAction={reload} />;
  else if (!data) body = <SectionStatus kind="loading" />;
  else {
    body = (
      <Table<TableRow>
        size="small"
        bordered
        columns={headerColumns}
        dataSource={displayRows}
        rowKey={(row) => String(rowKeys?.get(row))}
        loading={status === 'loading'}
        onChange={onChange}
        showSorterTooltip={{ target: 'sorter-icon' }}
        components={components}
        scroll={plain ? undefined : { x: antd.width, y: scrollY }}
        // As antd lays out a scrolling table with fixed columns, so the switch between the two moves nothing.
        tableLayout={plain && antd.columns.some((column) => column.fixed) ? 'fixed' : undefined}
        locale={{ emptyText: <SectionStatus kind="empty" minHeight={120} /> }}
        pagination={
          paged && {
            current: paging.page,
            pageSize: paging.pageSize,
            total: backendPaged ? (data.page?.total_size ?? rows.length) : undefined,
            // A phone has room for the page, not for a row of page numbers and a size changer.
            simple: phone,
            showSizeChanger: !phone,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showTotal: (total) => t('table.total', { total }),
          }
        }
      />
    );
  }

  const exportable = isFlagOn(basic.table_is_export);
  // Set once the latest answer is on screen, for benchmarks and end-to-end tests (virtual rows are not <tr>s).
  const rendered = data !== null && (status === 'ready' || status === 'idle');
  return (
    <div className="ts-table-section" data-testid="section-table" data-rendered={rendered ? '1' : undefined}>
      {scope.renderFilters('table')}
      <SwitchTabs
        options={options.tabs}
        value={tab}
        onChange={(value) => setChosen((current) => ({ ...current, tab: value }))}
      />
      <div className="ts-table-toolbar" style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <SwitchRadio
          options={options.radio}
          value={radio}
          onChange={(value) => setChosen((current) => ({ ...current, radio: value }))}
        />
        {!paged && data && (
          <span className="ts-table-row-count" data-testid="table-row-count">
            {t('table.loaded', { rows: new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN').format(rows.length) })}
          </span>
        )}
        <span style={{ flex: 1 }} />
        <ColumnChooser columns={switched} hidden={hidden} onChange={setHidden} />
        {exportable && (
          <ExportButton
            exporting={exporting}
            disabled={!data || shown.length === 0}
            onExport={(values) => void exportCsv(values)}
          />
        )}
      </div>
      <div ref={sentinelRef} className="ts-table-fit" />
      {body}
    </div>
  );
}
