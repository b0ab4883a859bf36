import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../app';
import type { Config, DemoDataSize } from '../config';
import type { Logger } from '../core/logger';
import type { Store } from '../store';
import { DEMO_DATA_FILE, generateDemoFile } from './data-file';
import { importDemoTemplates, type DemoTemplatesResult } from './templates';

/** The connection the shipped templates' datasets name. */
export const DEMO_CONNECTION = 'demo';

export interface DemoSourceSummary {
  /** Rows generated into DATA_SOURCES_DIR/demo.sqlite, all tables. */
  rows: number;
  regenerated: boolean;
  connectionId: number;
  templates: DemoTemplatesResult;
  seconds: number;
}

/**
 * The live half of the demo, after the apps are in: generates the demo data file, saves the `demo` connection on
 * it and imports templates/ into the apps. The services come from createApp so the wiring (secret box, pooled
 * registry, datasets' column lookup) is the one requests use; the Koa app it also builds is never served.
 */
export async function loadDemoSource(
  store: Store,
  config: Config,
  size: DemoDataSize,
  logger?: Logger,
): Promise<DemoSourceSummary> {
  const started = performance.now();
  const data = await generateDemoFile(config.dataSourcesDir, size);
  const handle = await createApp(config, { store, logger });
  try {
    const { services } = handle;
    const connection = await services.connections.save({
      name: DEMO_CONNECTION,
      kind: 'sqlite',
      file: DEMO_DATA_FILE,
      app_id: null,
    });
    const templates = await importDemoTemplates(
      store,
      services.templates,
      path.join(config.repoRoot, 'templates'),
      logger,
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return { rows: data.total, regenerated: data.regenerated, connectionId: connection.id, templates, seconds };
  } finally {
    await handle.close();
  }
}

/** The one-line summary of the first start's log. */
export function demoSourceLine(s: DemoSourceSummary): string {
  const t = s.templates;
  const failed = t.failed.length
    ? `, ${t.failed.length} template(s) FAILED: ${t.failed.map((f) => f.file).join(', ')}`
    : '';
  return (
    `demo data source ready in ${s.seconds} s: ${s.rows.toLocaleString('en')} rows ${s.regenerated ? 're' : ''}generated into ${DEMO_DATA_FILE}, ` +
    `connection "${DEMO_CONNECTION}", ${t.datasets} datasets, ${t.pages} pages (${t.sections} sections) from ${t.bundles} templates${failed}`
  );
}
