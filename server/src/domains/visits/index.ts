import { MetadataSource } from '../../datasources/metadata';
import type { Store } from '../../store';
import { VisitFlowService } from './flow';
import { VisitReportService } from './report';
import { VisitStatsService } from './stats';

/** The reading side of visits: statistics, user flow and the usage report pages, over one built-in source. */
export function visitReadServices(store: Store) {
  const source = new MetadataSource(store);
  const flows = new VisitFlowService(store, source);
  const stats = new VisitStatsService(store, source);
  return { stats, flows, reports: new VisitReportService(store, source, flows, stats) };
}
