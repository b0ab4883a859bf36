export { createApp, type AppHandle, type CreateAppOptions, type Services } from './app';
export { prepareStore, adminPasswordBanner, type PrepareResult } from './bootstrap';
export { loadConfig, findRepoRoot, dialectOf, type Config, type Env } from './config';
export { openStore, type Store } from './store';
export { migrate } from './store/migrate';
export { createLogger } from './core/logger';
