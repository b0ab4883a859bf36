import { randomBytes } from 'node:crypto';

/** Jest's global set-up of the server project: an id for this run's store templates, inherited by every worker. */
export default function setup(): void {
  process.env.TESSERA_TEST_RUN ??= randomBytes(4).toString('hex');
}
