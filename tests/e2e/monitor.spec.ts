import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeFrom, expect, login, shot, test } from './helpers';

const RUN = Date.now().toString(36);

/** A webhook receiver on localhost that keeps each call's body and signature header. */
async function receiver() {
  const calls: { body: string; signature: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ body, signature: String(req.headers['x-tessera-signature']) });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, calls, close };
}

test('an admin creates a monitor on a demo indicator, runs it, and sees the notice and the webhook call', async ({
  page,
}) => {
  const hook = await receiver();
  try {
    await login(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('monitor-link').click();
    const screen = page.getByTestId('monitor-screen');
    await expect(screen).toContainText('数据监控');

    const name = `新增监控 ${RUN}`;
    await page.getByTestId('monitor-add').click();
    const form = page.getByTestId('monitor-form');
    await form.locator('#monitor-name').fill(name);
    await page.getByTestId('monitor-dataset').click();
    await page.locator('.ant-select-item-option', { hasText: '新增留存（按注册日）' }).click();
    await page.getByTestId('monitor-indicator').click();
    await page.locator('.ant-select-item-option', { hasText: '(new_users)' }).click();
    await page.getByTestId('monitor-time-column').click();
    await page.locator('.ant-select-item-option', { hasText: '(dt)' }).click();
    // An optional filter: any day but one that does not exist.
    await form.getByRole('button', { name: '添加筛选' }).click();
    const filter = form.locator('.ant-pro-form-list-item').first();
    await filter.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(dt)' }).click();
    await filter.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '不等于任一' }).click();
    await filter.locator('.ant-select').nth(2).locator('input').fill('1900-01-01');
    await page.keyboard.press('Enter');
    await form.locator('#monitor-threshold').fill('1');
    await page.getByTestId('monitor-subscribers').click();
    await page.locator('.ant-select-item-option', { hasText: '(admin)' }).click();
    await page.keyboard.press('Escape');
    await form.locator('#monitor-webhook').fill(hook.url);
    await form.locator('#monitor-secret').fill('e2e-secret');
    await shot(page, 'monitor-form-zh');
    await page.getByRole('button', { name: '保 存' }).click();

    const row = screen.locator('tr', { hasText: name });
    await expect(row).toContainText('未运行');
    await row.getByTestId('monitor-trigger').click();
    await expect(page.getByText('已运行：触发')).toBeVisible();
    await expect(row.getByTestId('monitor-status')).toHaveText('告警中');

    // The webhook came, signed with the secret.
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call.signature).toBe(`sha256=${createHmac('sha256', 'e2e-secret').update(call.body).digest('hex')}`);
    expect(JSON.parse(call.body)).toMatchObject({ event: 'fired', monitor: { name, indicator: 'new_users' } });

    // The notice, under the bell (the run told it to look).
    await expect(page.getByTestId('notice-bell').locator('.ant-badge-count')).toBeVisible();
    await page.getByTestId('notice-bell').click();
    const notice = page.getByTestId('notice-item').filter({ hasText: name });
    await expect(notice).toContainText('触发告警');
    await shot(page, 'monitor-notices-zh');
    await page.getByTestId('notice-read-all').click();
    await expect(page.getByTestId('notice-bell').locator('.ant-badge-count')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice-list')).toBeHidden();
    await expect(page.getByTestId('notice-bell')).toBeFocused();

    await screen.locator('tr', { hasText: name }).getByTestId('monitor-history').click();
    const runs = page.getByTestId('monitor-runs');
    await expect(runs).toContainText('手动');
    await expect(runs.getByTestId('webhook-attempt')).toHaveText('第 1 次：HTTP 200');
    await shot(page, 'monitor-runs-zh');
    await escapeFrom(page, runs);
    await shot(page, 'monitor-screen-zh');

    await page.getByTestId('lang-switch').click();
    await expect(screen).toContainText('Data monitors');
    await shot(page, 'monitor-screen-en');
    await screen.locator('tr', { hasText: name }).getByTestId('monitor-history').click();
    await expect(page.getByTestId('monitor-runs')).toContainText('Try 1: HTTP 200');
    await shot(page, 'monitor-runs-en');
    await escapeFrom(page, page.getByTestId('monitor-runs'));
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice-item').filter({ hasText: name })).toContainText('fired');
    await shot(page, 'monitor-notices-en');
    await page.keyboard.press('Escape');
    await screen.locator('tr', { hasText: name }).getByTestId('monitor-edit').click();
    await expect(page.getByTestId('monitor-form')).toContainText('Webhook signing secret');
    await expect(page.getByTestId('monitor-form')).toContainText('1900-01-01');
    await shot(page, 'monitor-form-en');
  } finally {
    await hook.close();
  }
});
