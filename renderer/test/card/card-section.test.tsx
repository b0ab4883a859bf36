import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHART_BUILD_WARNING } from '@tessera/schema/charts';
import { type CardInfo, type Section } from '@tessera/schema/dsl';
import { type ReportData } from '@tessera/schema/api';
import CardSection from '../../src/sections/card/CardSection';
import type { RendererContextValue } from '../../src/context';
import { answer, fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { BY_CITY, COLUMNS, DAILY, scopeOf } from '../chart/support';

function cardSection(card_info_models: CardInfo[], extra: Partial<Section> = {}): Section {
  return {
    id: 7,
    title: '概览',
    show_type: 'card',
    report_type: 1,
    column_config_model_list: COLUMNS,
    card_info_models,
    ...extra,
  };
}

function show(section: Section, rows: Record<string, unknown>[], context: Partial<RendererContextValue> = {}) {
  const client = fakeClient({ data: () => answer(rows) });
  renderWithRenderer(<CardSection section={section} scope={scopeOf()} />, { client, ...context });
  return client;
}

/** Title and value of each card shown, in order. */
async function cardsShown(): Promise<[string, string][]> {
  const cards = await screen.findAllByTestId('card-item');
  return cards.map((card) => [
    card.querySelector('.ts-card-title')!.textContent ?? '',
    within(card).getByTestId('card-value').textContent ?? '',
  ]);
}

describe('card section', () => {
  it('shows each indicator summed (or averaged) over all rows with its formatter, from one query', async () => {
    const client = show(
      cardSection([
        { title: '总 GMV', column_key: 'gmv' },
        { column_key: 'orders' },
        { title: '平均转化率', column_key: 'cvr', aggregate: 'AVG', formatter: 'percent' },
      ]),
      DAILY,
    );
    expect(await cardsShown()).toEqual([
      ['总 GMV', '600.00'],
      ['订单数', '60'],
      ['平均转化率', '2.00%'],
    ]);
    expect(client.data).toHaveBeenCalledTimes(1);
    expect(client.data.mock.calls[0][0]).toMatchObject({ diagram_id: 7 });
  });

  it('shows the single value its filters pick instead of the summary', async () => {
    show(
      cardSection([{ title: '北京 5 月 2 日', column_key: 'gmv', filters: { city: '北京', dt: '2024-05-02' } }]),
      BY_CITY,
    );
    expect(await cardsShown()).toEqual([['北京 5 月 2 日', '50.00']]);
  });

  it("uses the card's formatter over the column's", async () => {
    show(cardSection([{ column_key: 'gmv', formatter: 'round' }]), [{ dt: '2024-05-01', gmv: 1234567.8 }]);
    expect(await cardsShown()).toEqual([['GMV', '1234568']]);
  });

  it('hides cards with is_show 0', async () => {
    show(cardSection([{ column_key: 'gmv', is_show: 0 }, { column_key: 'orders' }]), DAILY);
    expect(await cardsShown()).toEqual([['订单数', '60']]);
  });

  it('compares the latest day with the day before: green when it rose, red when it fell', async () => {
    show(cardSection([{ column_key: 'gmv' }, { column_key: 'cvr', aggregate: 'AVG', formatter: 'percent' }]), [
      { dt: '2024-05-01', gmv: 100, cvr: 0.04 },
      { dt: '2024-05-02', gmv: 150, cvr: 0.03 },
    ]);
    const [gmv, cvr] = await screen.findAllByTestId('card-item');
    expect(within(gmv).getByText(/2024-05-02 较 2024-05-01/)).toBeTruthy();
    const rose = within(gmv).getByTestId('card-comparison-rate');
    expect(rose.textContent).toBe('+50.00%');
    expect(rose.getAttribute('data-tone')).toBe('positive');
    const fell = within(cvr).getByTestId('card-comparison-rate');
    expect(fell.textContent).toBe('-25.00%');
    expect(fell.getAttribute('data-tone')).toBe('negative');
    expect(rose.style.color).not.toBe(fell.style.color);
  });

  it('shows no comparison without dated categories', async () => {
    show(cardSection([{ column_key: 'gmv' }]), [{ gmv: 5 }]);
    await cardsShown();
    expect(screen.queryByTestId('card-comparison-rate')).toBeNull();
  });

  it('greys an unchanged comparison', async () => {
    show(cardSection([{ column_key: 'gmv' }]), [
      { dt: '2024-05-01', gmv: 100 },
      { dt: '2024-05-02', gmv: 100 },
    ]);
    const rate = await screen.findByTestId('card-comparison-rate');
    expect(rate.textContent).toBe('0.00%');
    expect(rate.getAttribute('data-tone')).toBe('neutral');
  });

  it('shows the description on hover', async () => {
    show(cardSection([{ column_key: 'gmv', description: '含税成交额' }]), DAILY);
    fireEvent.mouseEnter(await screen.findByLabelText('说明'));
    expect(await screen.findByText('含税成交额')).toBeTruthy();
  });

  it("shows '-' for a missing value", async () => {
    show(cardSection([{ column_key: 'gmv', filters: { city: '深圳' } }]), BY_CITY);
    expect(await cardsShown()).toEqual([['GMV', '-']]);
  });

  it("shows '-' and a warning toast for a card whose column the query lacks", async () => {
    show(cardSection([{ title: '退款', column_key: 'refunds' }, { column_key: 'gmv' }]), DAILY);
    expect(await cardsShown()).toEqual([
      ['退款', '-'],
      ['GMV', '600.00'],
    ]);
    expect(await screen.findByText((text) => text.startsWith(CHART_BUILD_WARNING.zh))).toBeTruthy();
  });

  it('without card entries shows the first indicator', async () => {
    show(cardSection([]), DAILY);
    expect(await cardsShown()).toEqual([['GMV', '600.00']]);
  });
});

describe('card section states', () => {
  const section = cardSection([{ column_key: 'gmv' }]);
  const statusShown = () => waitFor(() => screen.getByTestId('section-status').getAttribute('data-status') as string);

  it('loading, then the cards', async () => {
    let resolve: (data: ReportData) => void = () => undefined;
    const client = fakeClient({ data: () => new Promise<ReportData>((r) => (resolve = r)) });
    renderWithRenderer(<CardSection section={section} scope={scopeOf()} />, { client });
    expect(await statusShown()).toBe('loading');
    resolve(answer(DAILY));
    expect(await cardsShown()).toEqual([['GMV', '600.00']]);
  });

  it('error with retry', async () => {
    const client = fakeClient({
      data: jest.fn().mockRejectedValueOnce(new Error('连接失败')).mockResolvedValue(answer(DAILY)),
    });
    renderWithRenderer(<CardSection section={section} scope={scopeOf()} />, { client });
    expect(await screen.findByText('连接失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await cardsShown()).toEqual([['GMV', '600.00']]);
  });

  it('empty result', async () => {
    show(section, []);
    expect(await screen.findByText('查询结果为空')).toBeTruthy();
  });

  it('no data when every card is hidden', async () => {
    show(cardSection([{ column_key: 'gmv', is_show: 0 }]), DAILY);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByTestId('card-item')).toBeNull();
  });

  it('English texts on an English page', async () => {
    show(
      cardSection([{ column_key: 'gmv' }]),
      [
        { dt: '2024-05-01', gmv: 100 },
        { dt: '2024-05-02', gmv: 120 },
      ],
      { lang: 'en' },
    );
    expect(await screen.findByText(/2024-05-02 vs 2024-05-01/)).toBeTruthy();
  });
});
