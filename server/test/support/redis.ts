/** The Redis the suites share (TEST_REDIS_URL, default redis://127.0.0.1:6379); each suite keeps to its own key prefix. */
import { spawnSync } from 'node:child_process';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Checked once, synchronously, so a suite can choose between describe and describe.skip. */
export function redisReachable(): boolean {
  const u = new URL(REDIS_URL);
  const script = `const s=require('net').connect(${Number(u.port || 6379)},${JSON.stringify(u.hostname)});s.setTimeout(2000);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1));`;
  return spawnSync(process.execPath, ['-e', script], { timeout: 5000 }).status === 0;
}

/** The URL without credentials, for messages. */
export const REDIS_WHERE = REDIS_URL.replace(/\/\/[^@/]*@/, '//');
