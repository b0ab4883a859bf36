import { dropTemplates, runId } from './store-template';

/** Jest's global tear-down of the server project: drops the store templates this run's workers made. */
export default async function teardown(): Promise<void> {
  await dropTemplates(runId());
}
