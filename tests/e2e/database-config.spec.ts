import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import type { Locator, Page } from '@playwright/test';
import { expect, login, shot, test } from './helpers';

/**
 * /admin/database/config by mouse, against a scratch MariaDB database the test makes: add a connection and test it
 * (the root user's privileges are reported), filter by region, browse to a table's columns, complete names in the
 * console, run a query with Ctrl+Enter, cancel a slow one and see it gone from MariaDB's process list, read the
 * history; zh and en.
 */
const MYSQL_URL = new URL(process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306');
const RUN = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const DB = `tessera_e2e_db_${RUN}`;
const NAME = `e2e-mariadb-${RUN}`;
const SLOW = 'SELECT SLEEP(30)';

let admin: Knex;

/** Rows of the slow statement still running in the scratch database. */
async function slowRunning(): Promise<number> {
  const [rows] = (await admin.raw(
    'SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = ? AND INFO LIKE ? AND ID <> CONNECTION_ID()',
    [DB, `%${SLOW}%`],
  )) as [{ n: number }[]];
  return Number(rows[0].n);
}

test.beforeAll(async () => {
  admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: MYSQL_URL.hostname,
      port: Number(MYSQL_URL.port || 3306),
      user: decodeURIComponent(MYSQL_URL.username) || 'root',
      password: decodeURIComponent(MYSQL_URL.password) || undefined,
    },
    pool: { min: 0, max: 1 },
  });
  await admin.raw(`CREATE DATABASE \`${DB}\` CHARACTER SET utf8mb4`);
  await admin.raw(
    `CREATE TABLE \`${DB}\`.orders (id INT PRIMARY KEY, customer VARCHAR(40) NOT NULL COMMENT '客户名', ` +
      "amount DECIMAL(10,2) NULL COMMENT 'order amount', placed DATE NULL) COMMENT = '订单'",
  );
  await admin.raw(`CREATE TABLE \`${DB}\`.order_items (order_id INT NOT NULL, sku VARCHAR(20) NOT NULL)`);
  await admin.raw(`CREATE TABLE \`${DB}\`.customers (id INT PRIMARY KEY, name VARCHAR(40))`);
  await admin(`${DB}.orders`).insert(
    Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      customer: `c${(i % 7) + 1}`,
      amount: (i + 1) * 10.5,
      placed: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    })),
  );
});

test.afterAll(async () => {
  await admin?.raw(`DROP DATABASE IF EXISTS \`${DB}\``);
  await admin?.destroy();
});

async function pick(page: Page, field: Locator, label: string | RegExp) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
}

/** Replaces the console's text by typing it (monaco closes brackets itself; typing the closing one overtypes it). */
async function typeSql(page: Page, sql: string) {
  await page.getByTestId('db-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
}

test('an admin adds a MariaDB connection, browses it and runs and cancels SQL in the console', async ({ page }) => {
  await login(page);
  // Spec section 2: database config is entered from the index page.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/database/config');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const screen = page.getByTestId('database-config');
  await expect(screen.getByTestId('db-connections')).toContainText('demo');

  // A new connection, tested before it is saved: connected, with a warning about the root user's privileges.
  await page.getByTestId('db-new').click();
  const form = page.getByTestId('db-connection-form');
  await form.getByTestId('db-name').fill(NAME);
  await pick(page, form.getByTestId('db-region'), '海外');
  await form.getByTestId('db-host').fill(MYSQL_URL.hostname);
  await form.getByTestId('db-port').fill(MYSQL_URL.port || '3306');
  await form.getByTestId('db-username').fill(decodeURIComponent(MYSQL_URL.username) || 'root');
  if (MYSQL_URL.password) await form.getByTestId('db-password').fill(decodeURIComponent(MYSQL_URL.password));
  await form.getByTestId('db-database-name').fill(DB);
  await page.getByTestId('db-test').click();
  await expect(page.getByTestId('db-test-result')).toContainText('连接成功');
  await expect(page.getByTestId('db-test-warning')).toContainText('ALL PRIVILEGES');
  await shot(page, 'database-config-01-test');
  await page.getByTestId('db-save').click();
  await expect(form).toHaveCount(0);
  const row = screen.getByTestId('db-connections').locator('tr', { hasText: NAME });
  await expect(row).toContainText('海外');
  await expect(row).toContainText(`${MYSQL_URL.hostname}:${MYSQL_URL.port || '3306'}`);
  await expect(row).toContainText('admin');

  // The region filter asks the server for that region's connections; the new one stays chosen.
  const demo = screen.getByTestId('db-connections').locator('tr', { hasText: 'demo.sqlite' });
  await expect(demo).toBeVisible();
  await page.getByTestId('db-region-filter').getByText('海外').click();
  await expect(demo).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('db-workspace')).toContainText(NAME);

  // The browser opens on the connection's database; a search runs on the server; a table opens to its columns.
  const browser = page.getByTestId('db-browser');
  await expect(browser.getByTestId('db-database')).toContainText(DB);
  await expect(browser.getByTestId('db-table-count')).toContainText('共 3 张表');
  await browser.getByTestId('db-table-search').fill('ORD');
  await expect(browser.getByTestId('db-table-count')).toContainText('共 2 张表');
  const orders = browser.getByTestId('db-table').filter({ hasText: /^orders/ });
  await expect(orders).toContainText('订单');
  await orders.click();
  const customer = browser.getByTestId('db-column').filter({ hasText: 'customer' });
  await expect(customer).toContainText('varchar(40)');
  await expect(customer).toContainText('非空');
  await expect(customer).toContainText('客户名');
  await expect(browser.getByTestId('db-column').filter({ hasText: 'amount' })).toContainText('可空');

  // Completion of the connection's columns after an alias, and of its tables.
  await typeSql(page, 'SELECT * FROM orders o WHERE o.');
  const suggest = page.locator('.suggest-widget.visible');
  await expect(suggest).toContainText('customer');
  await expect(suggest).toContainText('amount');
  await page.keyboard.press('Escape');

  // The table's query into the console, run by Ctrl+Enter: rows, the cap and the time.
  await orders.hover();
  await orders.getByTestId('db-table-query').click();
  await page.keyboard.press('ControlOrMeta+Enter');
  const status = page.getByTestId('db-run-status');
  await expect(status).toContainText('30 行');
  await expect(status).toContainText('上限 1,000 行');
  await expect(status).toContainText(/\d+ 毫秒/);
  await expect(page.getByTestId('db-result-grid')).toContainText('customer');
  await expect(page.getByTestId('db-result-grid')).toContainText('c1');
  await shot(page, 'database-config-02-browse-and-run');

  // A slow statement, cancelled by the button: it is gone from MariaDB's process list.
  await typeSql(page, SLOW);
  await page.getByTestId('db-run').click();
  await expect(page.getByTestId('db-running')).toBeVisible();
  await expect.poll(slowRunning, { timeout: 5000, intervals: [50] }).toBe(1);
  await page.getByTestId('db-cancel').click();
  await expect(page.getByTestId('db-run-cancelled')).toContainText('查询已取消');
  await expect.poll(slowRunning, { timeout: 5000, intervals: [50] }).toBe(0);

  // The history: newest first, with status and duration.
  await page.getByTestId('db-history-tab').click();
  const statuses = page.getByTestId('db-history').getByTestId('db-history-status');
  await expect(statuses.first()).toHaveText('已取消');
  await expect(statuses.nth(1)).toHaveText('成功');
  await expect(page.getByTestId('db-history')).toContainText(SLOW);
  await shot(page, 'database-config-03-cancelled-history');

  // English, in place.
  await page.getByTestId('lang-switch').click();
  await expect(statuses.first()).toHaveText('Cancelled');
  await expect(page.getByTestId('db-history')).toContainText('Duration');
  await page.getByText('Result', { exact: true }).click();
  await expect(page.getByTestId('db-run-cancelled')).toContainText('cancelled');
  await shot(page, 'database-config-04-en');
});
