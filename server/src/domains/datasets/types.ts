/** The dataset answers are wire shapes the web app reads too: they live in @tessera/schema/api. */
export type {
  DataUpdateModeInfo,
  DatasetColumnSync,
  DatasetDetail,
  DatasetPageUse,
  DatasetPreview,
  DatasetRecord,
  DatasetStarter,
  DatasetSummary,
  DatasetUse,
  IndicatorDetail,
  RemovedDatasetColumn,
} from '@tessera/schema/api';
import type { DatasetDetail, DatasetSummary } from '@tessera/schema/api';

/** What only admins read of a dataset: where its rows come from. */
export type DatasetSourceField = 'sql' | 'table_name' | 'connection_id' | 'connection_name';

/** `dataset/one` for staff. */
export type DatasetReaderDetail = Omit<DatasetDetail, DatasetSourceField>;

/** A `dataset/list` row for staff. */
export type DatasetReaderSummary = Omit<DatasetSummary, DatasetSourceField>;

/** Lists a table's columns on a connection (the connections domain provides it; optional until then). */
export type TableColumnsSource = (
  connectionId: number,
  table: string,
) => Promise<{ name: string; type: string; comment?: string | null }[]>;
