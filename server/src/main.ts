import { createApp } from './app';
import { prepareStore } from './bootstrap';
import { loadConfig } from './config';
import { createLogger } from './core/logger';
import { openStore } from './store';

/** `npm start`: read the environment, open and prepare the store, listen on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const store = await openStore(config.databaseUrl);
  await prepareStore(store, config, { logger });
  const { app, services } = await createApp(config, { store, logger });
  services.monitorScheduler.start();
  const server = app.listen(config.port, () => {
    logger.info(
      { port: config.port, basePath: config.basePath, store: config.dialect },
      `Tessera listening on http://localhost:${config.port}${config.basePath}`,
    );
  });
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    void services.monitorScheduler.stop();
    server.close(() => {
      void store.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Tessera failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
