/**
 * Whether a database or Redis server answers on its port. The server project's global set-up probes each once
 * per run (`probeServers`) and hands the answers to every worker in TESSERA_TEST_REACHABLE; a suite's describe
 * blocks, which cannot await, then read them. Without that variable (a file run by another project's jest
 * config) one synchronous probe runs in a child process.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';

export interface Endpoint {
  host: string;
  port: number;
}

const PROBED = 'TESSERA_TEST_REACHABLE';
const key = ({ host, port }: Endpoint) => `${host}:${port}`;

function connects({ host, port }: Endpoint): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(2000);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
    socket.on('timeout', () => done(false));
  });
}

/** Probes the endpoints side by side and records the reachable ones for the workers jest starts next. */
export async function probeServers(endpoints: Endpoint[]): Promise<void> {
  const answers = await Promise.all(endpoints.map(connects));
  process.env[PROBED] = endpoints
    .filter((_, i) => answers[i])
    .map(key)
    .join(',');
}

export function isReachable(endpoint: Endpoint): boolean {
  const probed = process.env[PROBED];
  if (probed !== undefined) return probed.split(',').includes(key(endpoint));
  const { host, port } = endpoint;
  const script = `const s=require('net').connect(${port},${JSON.stringify(host)});s.setTimeout(2000);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1));`;
  return spawnSync(process.execPath, ['-e', script], { timeout: 5000 }).status === 0;
}
