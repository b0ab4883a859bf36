import { waitFor } from '@testing-library/react';
import type { ReportData } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import { sharedData } from '../../src/client/shared';
import { answer, fakeClient } from '../fakeClient';

const query = (diagram_id: number): ReportQuery => ({ diagram_id, filter_condition: [], sort_key_map: {} });

/** A client whose answers wait until released. */
function slowClient() {
  const release: (() => void)[] = [];
  const client = fakeClient({
    data: () =>
      new Promise<ReportData>((resolve) => {
        release.push(() => resolve(answer([{ n: release.length }])));
      }),
  });
  const signalOf = (call: number) => client.data.mock.calls[call][1]!.signal!;
  return { client, release, signalOf };
}

describe('views asking the same query share its answer', () => {
  it('one request for two views; a view that lets go does not cancel it for the other', async () => {
    const { client, release, signalOf } = slowClient();
    const chart = new AbortController();
    const table = new AbortController();
    void sharedData(client, query(1), { signal: chart.signal });
    const kept = sharedData(client, query(1), { signal: table.signal });
    expect(client.data).toHaveBeenCalledTimes(1);
    chart.abort();
    expect(signalOf(0).aborted).toBe(false);
    await waitFor(() => expect(release).toHaveLength(1));
    release[0]();
    expect((await kept).rows).toEqual([{ n: 1 }]);
  });

  it('a view that comes later takes the answer another view still shows', async () => {
    const { client, release } = slowClient();
    const chart = new AbortController();
    const first = sharedData(client, query(2), { signal: chart.signal });
    await waitFor(() => expect(release).toHaveLength(1));
    release[0]();
    await first;
    expect(await sharedData(client, query(2), { signal: new AbortController().signal })).toBe(await first);
    expect(client.data).toHaveBeenCalledTimes(1);
    // A reload asks again.
    void sharedData(client, query(2), { signal: new AbortController().signal, fresh: true });
    expect(client.data).toHaveBeenCalledTimes(2);
  });

  it('cancels the request when every view let go; the query asked again goes to the server', () => {
    const { client, signalOf } = slowClient();
    const views = [new AbortController(), new AbortController()];
    for (const view of views) void sharedData(client, query(3), { signal: view.signal });
    for (const view of views) view.abort();
    expect(signalOf(0).aborted).toBe(true);
    void sharedData(client, query(3), { signal: new AbortController().signal });
    expect(client.data).toHaveBeenCalledTimes(2);
  });

  it('keeps different queries, and preview from online, apart', () => {
    const { client } = slowClient();
    const signal = new AbortController().signal;
    void sharedData(client, query(4), { signal });
    void sharedData(client, query(5), { signal });
    void sharedData(client, query(4), { preview: true, signal });
    expect(client.data).toHaveBeenCalledTimes(3);
  });
});
