export { createApp, type AppHandle, type CreateAppOptions, type Services } from './app';
export { prepareStore, adminPasswordBanner, type PrepareResult } from './bootstrap';
export { loadConfig, dialectOf, type Config, type Env } from './config';
export { findRepoRoot } from './core/repo-root';
export { openStore, type Store } from './store';
export { migrate } from './store/migrate';
export { createLogger } from './core/logger';
