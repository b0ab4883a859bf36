import { randomBytes } from 'node:crypto';
import { serverAddress } from './engines';
import { probeServers } from './reachable';
import { redisEndpoint } from './redis';

/**
 * Jest's global set-up of the server project, inherited by every worker: an id for this run's store templates, and
 * which servers answer (each suite file used to start a Node process per server to ask).
 */
export default async function setup(): Promise<void> {
  process.env.TESSERA_TEST_RUN ??= randomBytes(4).toString('hex');
  await probeServers([serverAddress('mysql'), serverAddress('postgres'), redisEndpoint()]);
}
