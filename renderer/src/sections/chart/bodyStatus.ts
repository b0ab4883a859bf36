import type { StatusKind } from '../../status/SectionStatus';
import type { SectionData } from '../useSectionData';

/**
 * Which state a chart or card body shows instead of its data, or null to draw. `drawable` says the current rows
 * give something to draw. A failure shows the error (with retry); the first load shows loading; a later load keeps
 * what is drawn (under a mask) but replaces an empty or no-data message with loading; no rows is 'empty', rows
 * that give nothing to draw are 'noData'.
 */
export function bodyStatus(data: Pick<SectionData, 'status' | 'data'>, drawable: boolean): StatusKind | null {
  if (data.status === 'error') return 'error';
  if (!data.data) return 'loading';
  if (data.data.rows.length > 0 && drawable) return null;
  if (data.status === 'loading') return 'loading';
  return data.data.rows.length === 0 ? 'empty' : 'noData';
}
