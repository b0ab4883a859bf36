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

/** Lists a table's columns on a connection (the connections domain provides it; optional until then). */
export type TableColumnsSource = (
  connectionId: number,
  table: string,
) => Promise<{ name: string; type: string; comment?: string | null }[]>;
