import knexFactory, { type Knex } from 'knex';
import type { Locator, Page } from '@playwright/test';
import type { ApiEnvelope, DatasetDetail } from '@tessera/schema/api';
import { ADMIN_PASSWORD, expect, jsonOf, shot, test } from './helpers';

// A scratch MariaDB database of this run (other helpers and runs use their own), dropped afterwards.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const DATABASE = `tessera_e2e_ds_${RUN}`;
const TABLE = `orders_${RUN}`;
const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root' };

let admin: Knex;

test.beforeAll(async () => {
  admin = knexFactory({ client: 'mysql2', connection: MYSQL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE \`${DATABASE}\``);
  await admin.raw(
    `CREATE TABLE \`${DATABASE}\`.\`${TABLE}\` (order_id INT PRIMARY KEY, country VARCHAR(8) NOT NULL, ` +
      'amount DECIMAL(10,2) NOT NULL, score INT NOT NULL)',
  );
  await admin.raw(
    `INSERT INTO \`${DATABASE}\`.\`${TABLE}\` VALUES (1, 'cn', 12.50, 3), (2, 'us', 20.00, 4), (3, 'cn', 7.25, 5)`,
  );
});

test.afterAll(async () => {
  await admin.raw(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await admin.destroy();
});

async function pick(page: Page, field: Locator, label: string | RegExp) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
}

const fieldRow = (page: Page, key: string) =>
  page
    .getByTestId('field-list')
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(key, { exact: true }) });

test('a dataset from a table: type its fields, map display values, preview it', async ({ page }) => {
  // Logged in through the API (the session cookie is the browser context's): the screen is the first page loaded.
  const loggedIn = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(loggedIn.ok()).toBe(true);
  const created = await page.request.post('/api/customize/db-info/one', {
    data: {
      name: `e2e ds ${RUN}`,
      kind: 'mysql',
      host: MYSQL.host,
      port: MYSQL.port,
      username: MYSQL.user,
      database_name: DATABASE,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const connectionId = (await jsonOf<ApiEnvelope<{ id: number }>>(created)).result_data.id;

  // The SQL console's "new dataset from this SQL" arrives with the SQL and the connection: the form opens filled in.
  const sql = `SELECT country, SUM(amount) AS total FROM ${TABLE} GROUP BY country`;
  await page.goto(`/admin/dataset?sql=${encodeURIComponent(sql)}&connectionId=${connectionId}`);
  const editor = page.getByTestId('dataset-editor');
  // The SQL shows once monaco's chunk has loaded and painted: on a busy machine that took over the 10 s default.
  await expect(editor.getByTestId('dataset-sql')).toContainText('SUM(amount)', { timeout: 30_000 });
  await expect(editor.getByTestId('dataset-connection')).toContainText(`e2e ds ${RUN}`);
  await expect(page).toHaveURL(/\/admin\/dataset$/);
  await editor.getByTestId('dataset-cancel').click();
  await expect(editor).toHaveCount(0);
  // The screen has the ordinary sidebar.
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // From a table: connection → its database (chosen for us) → the table.
  await page.getByTestId('dataset-from-table').click();
  const modal = page.getByTestId('from-table-modal');
  await pick(page, modal.getByTestId('from-table-connection'), `e2e ds ${RUN}`);
  await expect(modal.getByTestId('from-table-database')).toContainText(DATABASE);
  await pick(page, modal.getByTestId('from-table-table'), TABLE);
  await modal.getByTestId('from-table-next').click();

  await expect(editor.getByTestId('dataset-name')).toHaveValue(TABLE);
  await expect(editor.getByTestId('dataset-sql')).toContainText(`FROM \`${TABLE}\``);

  // Fields, typed: ids and text are dimensions, numbers indicators; score is turned into a dimension.
  await editor.getByRole('tab', { name: /字段/ }).click();
  await expect(fieldRow(page, 'amount')).toContainText('指标');
  await expect(fieldRow(page, 'order_id')).toContainText('维度');
  await fieldRow(page, 'score').click();
  const panel = page.getByTestId('field-panel');
  await expect(panel).toContainText('score');
  await panel.getByTestId('field-type').getByText('维度').click();
  await expect(fieldRow(page, 'score')).toContainText('维度');

  await fieldRow(page, 'amount').click();
  await panel.getByTestId('field-label').fill('金额');
  await pick(page, panel.getByTestId('field-aggregate'), '平均 AVG');

  await fieldRow(page, 'country').click();
  await panel.getByTestId('field-label').fill('国家');
  await panel.getByTestId('field-label-en').fill('Country');
  await panel.getByTestId('field-description').fill('下单国家');
  // English labels beside the Chinese ones; one left empty falls back to its Chinese label (nothing stored).
  for (const [value, label, english] of [
    ['cn', '中国', 'China'],
    ['us', '美国', ''],
  ]) {
    await panel.getByTestId('add-display-value').click();
    await panel.getByTestId('display-value').last().fill(value);
    await panel.getByTestId('display-label').last().fill(label);
    await panel.getByTestId('display-label-en').last().fill(english);
  }
  await panel.getByTestId('field-visible').click();
  await expect(fieldRow(page, 'country')).toContainText('国家');
  await view(page, 'dataset-02-fields-zh');

  const saving = page.waitForResponse((r) => r.url().includes('/customize/dataset/save-update'));
  await editor.getByTestId('dataset-save').click();
  const saved = ((await (await saving).json()) as ApiEnvelope<DatasetDetail>).result_data;
  await expect(page.locator('.ant-message')).toContainText(`已保存数据集：${TABLE}`);
  await expect(page.getByTestId('dataset-screen').locator('.ant-table-row').filter({ hasText: TABLE })).toBeVisible();

  // What was stored is what the panel showed.
  const one = await page.request.get(`/api/customize/dataset/one?id=${saved.id}`);
  const columns = (await jsonOf<ApiEnvelope<DatasetDetail>>(one)).result_data.columns;
  expect(columns.find((c) => c.column_key === 'country')).toEqual({
    column_key: 'country',
    column_name: '国家',
    column_type: 0,
    data_type: 'varchar',
    description: '下单国家',
    i18n: { en: { column_name: 'Country' } },
    is_show: 0,
    display_values: [
      { value: 'cn', label: '中国', i18n: { en: { label: 'China' } } },
      { value: 'us', label: '美国' },
    ],
  });
  expect(columns.find((c) => c.column_key === 'amount')).toMatchObject({ column_name: '金额', aggregate: 'AVG' });
  expect(columns.find((c) => c.column_key === 'score')).toMatchObject({ column_type: 0 });

  // The preview: the table's first rows.
  await editor.getByRole('tab', { name: '预览' }).click();
  await editor.getByTestId('preview-run').click();
  const preview = editor.getByTestId('preview-table');
  await expect(preview.locator('.ant-table-row')).toHaveCount(3);
  await expect(preview.locator('.ant-table-row').first()).toContainText('cn');
  await expect(editor.getByTestId('preview-status')).toContainText('前 3 行');
  await view(page, 'dataset-03-preview-zh');

  // The same screens in English, the dataset reopened from the list: its English texts are back in their inputs.
  await page.getByTestId('lang-switch').click();
  await expect(editor.getByRole('tab', { name: 'Preview' })).toBeVisible();
  await editor.getByTestId('dataset-cancel').click();
  await page.getByTestId('dataset-open').filter({ hasText: TABLE }).click();
  await editor.getByRole('tab', { name: /Fields/ }).click();
  await fieldRow(page, 'country').click();
  await expect(panel).toContainText('Display values');
  await expect(panel.getByTestId('field-label-en')).toHaveValue('Country');
  await expect(panel.getByTestId('display-label-en').first()).toHaveValue('China');
  await expect(panel.getByTestId('display-label-en').last()).toHaveValue('');
  await panel.getByTestId('display-values').scrollIntoViewIfNeeded();
  await view(page, 'dataset-05-fields-en');
  await editor.getByRole('tab', { name: 'Source' }).click();
  await expect(editor.getByTestId('dataset-update-mode')).toContainText('cached for');
  await view(page, 'dataset-06-source-en');
});

/** A screenshot of the viewport: the editor is a drawer fixed to it, which a full-page shot would cut. */
async function view(page: Page, name: string) {
  await shot(page, name, { fullPage: false });
}
