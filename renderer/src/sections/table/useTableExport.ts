import { useCallback, useState } from 'react';
import { App } from 'antd';
import type { ExportValues, ReportQuery } from '@tessera/schema/dsl';
import { saveBlob } from '../../client/save';
import { useRenderer } from '../../context';
import { useText } from '../../i18n';
import type { ColumnSort, ColumnSpec } from './columns';
import { EXPORT_CONFIRM_CELLS } from './constants';

export interface TableExportInput {
  /** The visible columns, in display order: they become the CSV's columns. */
  columns: readonly ColumnSpec[];
  /** The sort the user sees, whoever applies it, so the file has the same order. */
  sort: ColumnSort | null;
  /** Rows the export will hold, when known (all rows of the query, not one page). */
  totalRows: number | null;
  /** The section's current query (useSectionData's query()). */
  query: () => ReportQuery;
}

type Modal = ReturnType<typeof App.useApp>['modal'];

function ask(
  modal: Modal,
  config: { title: string; content: string; okText: string; cancelText: string },
): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({ ...config, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * CSV export of what the table shows: the visible columns with their headers, the applied filters and the sort, every
 * row (not only the current page). A large export asks first whether to go on or reduce the fields; a file the
 * server cut at its row cap is saved only if the user still wants it.
 */
export function useTableExport({ columns, sort, totalRows, query }: TableExportInput): {
  exporting: boolean;
  /** 'shown' (the default): cells as the table shows them; 'raw': the database's values, for spreadsheets. */
  exportCsv: (values?: ExportValues) => Promise<void>;
} {
  const { client, preview } = useRenderer();
  const { modal, message } = App.useApp();
  const t = useText();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(
    async (values: ExportValues = 'shown') => {
      const cancelText = t('table.cancel');
      if (totalRows !== null && totalRows * columns.length > EXPORT_CONFIRM_CELLS) {
        const content = t('table.exportLargeContent', { rows: totalRows, fields: columns.length });
        if (
          !(await ask(modal, {
            title: t('table.exportLargeTitle'),
            content,
            okText: t('table.exportContinue'),
            cancelText,
          }))
        )
          return;
      }
      setExporting(true);
      try {
        const { page: _wholeResult, ...current } = query();
        const result = await client.exportCsv(
          {
            ...current,
            sort_key_map: sort ? { [sort.key]: sort.order } : {},
            export_fields: Object.fromEntries(
              columns.filter((column) => !column.masked).map((column) => [column.key, column.header]),
            ),
            export_values: values,
          },
          { preview },
        );
        setExporting(false);
        if (result.truncated) {
          const config = {
            title: t('table.exportTruncatedTitle'),
            content: t('table.exportTruncatedContent'),
            okText: t('table.exportSave'),
            cancelText,
          };
          if (!(await ask(modal, config))) return;
        }
        saveBlob(result.blob, result.filename);
      } catch (err) {
        setExporting(false);
        void message.error(t('table.exportFailed', { message: messageOf(err) }));
      }
    },
    [client, preview, modal, message, t, columns, sort, totalRows, query],
  );

  return { exporting, exportCsv };
}
