import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import type { ReportData } from '@tessera/schema/api';
import type { Page, ReportQuery, Section } from '@tessera/schema/dsl';
import { renameSection } from '../../src/commands/sections';
import { DesignerProvider } from '../../src/edit/hooks';
import { createDesignerStore } from '../../src/edit/store';
import Preview, {
  ANSWER_REUSE_MS,
  createAnswerCache,
  createLatestGuard,
  editedClient,
  PREVIEW_DELAY,
} from '../../src/ui/Preview';
import { chartSection, pageOf } from '../fixtures';

const answer = (from: string): ReportData => ({ columns: [], rows: [{ from }] });
const query = (id: number | string): ReportQuery => ({ diagram_id: id, filter_condition: [], sort_key_map: {} });

describe("the preview's data", () => {
  const stored: Section = { ...chartSection('x', '已保存'), id: 7 };
  const fresh = chartSection('bar_1', '新区块');
  const doc = { ...pageOf(1), sections: [stored, fresh] };
  const client = { data: () => Promise.resolve(answer('saved')) } as unknown as ReportClient;

  it('asks for every section with its config as edited; a new one under the id of a stored section', async () => {
    const asked: [Section, ReportQuery][] = [];
    const edited = editedClient(client, doc, (section, q) => {
      asked.push([section, q]);
      return Promise.resolve(answer('edited'));
    });
    expect((await edited.data(query(7))).rows).toEqual([{ from: 'edited' }]);
    expect((await edited.data(query('bar_1'))).rows).toEqual([{ from: 'edited' }]);
    expect(asked.map(([section, q]) => [section.title, q.diagram_id])).toEqual([
      ['已保存', 7],
      ['新区块', 7],
    ]);
  });

  it("asks for the first section of a page never saved under its key, with the page's id", async () => {
    const sectionData = jest.fn((section: Section) => Promise.resolve(answer(section.title)));
    const edited = editedClient(client, { ...doc, id: 1, sections: [fresh] }, sectionData, 'en');
    expect((await edited.data(query('bar_1'))).rows).toEqual([{ from: '新区块' }]);
    expect(sectionData).toHaveBeenCalledWith(fresh, query('bar_1'), { pageId: 1 });
  });

  it('says the page must be saved when neither a stored section nor the page id is there', async () => {
    const edited = editedClient(client, { ...doc, sections: [fresh] }, () => Promise.resolve(answer('edited')), 'en');
    await expect(edited.data(query('bar_1'))).rejects.toThrow('save it to preview its sections');
  });

  it('answers a misconfigured section with its validation messages instead of data', async () => {
    const broken: Section = { ...stored, chart_config: { ...stored.chart_config!, height: 'tall' as never } };
    const sectionData = jest.fn(() => Promise.resolve(answer('edited')));
    const edited = editedClient(client, { ...doc, sections: [broken] }, sectionData, 'en');
    await expect(edited.data(query(7))).rejects.toThrow(/misconfigured[\s\S]*\(\/chart_config\/height\)/);
    expect(sectionData).not.toHaveBeenCalled();
  });

  it('drops an older answer that arrives after a newer one (as aborted, which the renderer ignores)', async () => {
    const guard = createLatestGuard();
    const resolvers: ((data: ReportData) => void)[] = [];
    const slow = () => new Promise<ReportData>((resolve) => resolvers.push(resolve));
    const older = editedClient(client, doc, slow, 'en', guard).data(query(7));
    const newer = editedClient(client, doc, slow, 'en', guard).data(query(7));
    resolvers[1](answer('newer'));
    resolvers[0](answer('older'));
    expect((await newer).rows).toEqual([{ from: 'newer' }]);
    await expect(older).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('waits for an answer on its way instead of asking again; a caller that leaves only ends its own wait', async () => {
    const answers = createAnswerCache();
    let resolve: (data: ReportData) => void = () => undefined;
    const sectionData = jest.fn(() => new Promise<ReportData>((r) => (resolve = r)));
    const first = new AbortController();
    const older = editedClient(client, doc, sectionData, 'en', createLatestGuard(), answers).data(query(7), {
      signal: first.signal,
    });
    const newer = editedClient(client, doc, sectionData, 'en', createLatestGuard(), answers).data(query(7));
    first.abort();
    await expect(older).rejects.toMatchObject({ name: 'AbortError' });
    resolve(answer('once'));
    expect((await newer).rows).toEqual([{ from: 'once' }]);
    expect(sectionData).toHaveBeenCalledTimes(1);
    // The query ran without the renderer's abort: one caller leaving never cancels it for the others.
    expect(sectionData.mock.calls[0]).toEqual([stored, query(7), { pageId: undefined }]);
  });

  it('asks again only for a section whose config or query changed, and for any after a minute', async () => {
    let clock = 0;
    const answers = createAnswerCache(() => clock);
    const sectionData = jest.fn((section: Section) => Promise.resolve(answer(section.title)));
    const guard = createLatestGuard();
    const ask = (page: Page, id: number | string) =>
      editedClient(client, page, sectionData, 'en', guard, answers).data(query(id));
    await ask(doc, 7);
    await ask(doc, 'bar_1');
    // An edit of the new section: the stored one's answer is reused.
    const renamed = { ...doc, sections: [stored, { ...fresh, title: '改名' }] };
    expect((await ask(renamed, 7)).rows).toEqual([{ from: '已保存' }]);
    expect((await ask(renamed, 'bar_1')).rows).toEqual([{ from: '改名' }]);
    expect(sectionData).toHaveBeenCalledTimes(3);
    clock = ANSWER_REUSE_MS;
    await ask(renamed, 7);
    expect(sectionData).toHaveBeenCalledTimes(4);
  });

  it("reuses a filter's options while its section stays as it was", async () => {
    const selectOptions = jest.fn(() => Promise.resolve([{ label: 'CN', value: 'CN' }]));
    const host = { ...client, selectOptions, linkedSelect: jest.fn() } as unknown as ReportClient;
    const answers = createAnswerCache();
    const request = { diagram_id: 7, filter_key: 'country' } as never;
    const options = (page: Page) =>
      editedClient(host, page, () => Promise.resolve(answer('x')), 'en', createLatestGuard(), answers).selectOptions(
        request,
      );
    await options(doc);
    await options({ ...doc, sections: [stored, { ...fresh, title: '改名' }] });
    expect(selectOptions).toHaveBeenCalledTimes(1);
    await options({ ...doc, sections: [{ ...stored, title: '改名' }, fresh] });
    expect(selectOptions).toHaveBeenCalledTimes(2);
  });

  it('is the host client itself when the host has no such call', () => {
    expect(editedClient(client, doc)).toBe(client);
  });
});

describe('the live preview', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tablePage = (): Page =>
    ({
      version: 2,
      name: '预览',
      display: 0,
      sections: [
        {
          id: 7,
          title: '表格',
          report_type: 1,
          data_set_id: 1,
          table_config: { columns: [{ column_key: 'who', column_name: '来源' }] },
        },
      ],
    }) as unknown as Page;

  it('queries once, PREVIEW_DELAY after the last keystroke, and never draws a stale answer over a newer one', async () => {
    const store = createDesignerStore(tablePage());
    const pending: { title: string; resolve: (d: ReportData) => void }[] = [];
    const sectionData = jest.fn(
      (section: Section) => new Promise<ReportData>((resolve) => pending.push({ title: section.title ?? '', resolve })),
    );
    const hostData = jest.fn();
    const client = { data: hostData } as unknown as ReportClient;
    render(
      <DesignerProvider store={store}>
        <Preview client={client} lang="zh" sectionData={sectionData} />
      </DesignerProvider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(sectionData).toHaveBeenCalledTimes(1);

    // Three quick edits: nothing is asked until they settle, then one query with the last config.
    for (const title of ['一', '二', '三']) {
      act(() => renameSection(store, '7', title));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(PREVIEW_DELAY - 100);
      });
    }
    expect(sectionData).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(sectionData).toHaveBeenCalledTimes(2);
    expect(pending.map((p) => p.title)).toEqual(['表格', '三']);

    // The newer answer comes first; the older one, arriving later, is not drawn over it.
    const row = (who: string): ReportData => ({ columns: [{ key: 'who', name: '来源' }], rows: [{ who }] }) as never;
    await act(async () => {
      pending[1].resolve(row('新的答案'));
      await jest.advanceTimersByTimeAsync(10);
    });
    await act(async () => {
      pending[0].resolve(row('旧的答案'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('新的答案')).toBeTruthy();
    expect(screen.queryByText('旧的答案')).toBeNull();

    // An edit that is no typing (a click in a panel) is asked for at once, without the settle delay.
    act(() => store.getState().endTyping());
    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: '四' } }, (d) => {
        d.sections[0].title = '四';
      }),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(pending.map((p) => p.title)).toEqual(['表格', '三', '四']);
    expect(hostData).not.toHaveBeenCalled();
  });

  it('draws a legend switch from the rows it has; a change of what is asked asks again for that section only', async () => {
    const page = { ...pageOf(2), sections: pageOf(2).sections.map((section, i) => ({ ...section, id: i + 1 })) };
    const store = createDesignerStore(page);
    const row = { columns: [], rows: [{ dt: '2026-11-01', pv: 3 }] } as unknown as ReportData;
    const sectionData = jest.fn((_section: Section) => Promise.resolve(row));
    const client = { data: jest.fn() } as unknown as ReportClient;
    render(
      <DesignerProvider store={store}>
        <Preview client={client} lang="zh" sectionData={sectionData} />
      </DesignerProvider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(sectionData).toHaveBeenCalledTimes(2);

    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: '图例' } }, (d) => {
        d.sections[1].chart_config!.legend!.show = false;
      }),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(sectionData).toHaveBeenCalledTimes(2);

    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: '聚合' } }, (d) => {
        d.sections[1].column_config_model_list![1].aggregate = 'AVG';
      }),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(sectionData).toHaveBeenCalledTimes(3);
    expect(sectionData.mock.calls[2][0].column_config_model_list![1].aggregate).toBe('AVG');
    expect(sectionData.mock.calls[2][0].chart_config!.legend!.show).toBe(false);
  });
});

describe("the live preview's clock", () => {
  it("resolves quick date ranges from the host's clock (the server's days), not the browser's", async () => {
    const dated = {
      version: 2,
      name: '预览',
      display: 0,
      sections: [
        {
          id: 7,
          title: '表格',
          report_type: 1,
          data_set_id: 1,
          table_config: { columns: [{ column_key: 'who', column_name: '来源' }] },
          filter_config_model_list: [
            {
              type: 'datepicker',
              belonging_to: 'search',
              name: '日期',
              class_en: 'dt',
              filter_type: 'date',
              where_type: 'date_range',
              default_config_value: 'past_7_days',
              datepicker_options: { date_type: 'daterange', default_config_value: 'past_7_days' },
            },
          ],
        },
      ],
    } as unknown as Page;
    const sectionData = jest.fn((_section: Section, _query: ReportQuery) =>
      Promise.resolve<ReportData>({ columns: [], rows: [] }),
    );
    // A server whose day is years away from the browser's: the preview asks for the server's past seven days.
    const serverNow = () => new Date(2031, 2, 15, 10, 0, 0);
    render(
      <DesignerProvider store={createDesignerStore(dated)}>
        <Preview client={{} as ReportClient} lang="zh" sectionData={sectionData} now={serverNow} />
      </DesignerProvider>,
    );
    await waitFor(() => expect(sectionData).toHaveBeenCalled());
    const range = sectionData.mock.calls[0][1].filter_condition.find((c) => c.key === 'dt')?.range;
    expect(range).toEqual({ start: '2031-03-07 23:59:59', end: '2031-03-14 23:59:59' });
  });
});
