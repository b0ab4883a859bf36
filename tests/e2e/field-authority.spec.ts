import type { DatasetRowRules, FieldCategoryRecord, Paged, RoleRecord, UserAddBody } from '@tessera/schema/api';
import { readFileSync } from 'node:fs';
import { parseCsv } from '../../server/test/csv';
import { expect, jsonOf, login, shot, test, signIn } from './helpers';

const RUN = Date.now().toString(36);
const DETAIL = '新增留存（按注册日、国家、平台）';

test('an admin hides a column from a category outsider, who sees its header locked, no values and a CSV without it', async ({
  page,
  browser,
}) => {
  await login(page);
  const username = `fa.${RUN}`;
  const body: UserAddBody = { username, realname: '字段外人员', password: 'member-password-1', is_admin: false };
  expect((await page.request.post('/api/backend/user/add', { data: body })).ok()).toBe(true);
  const apps = await jsonOf<{ result_data: { id: number; app_key: string }[] }>(
    await page.request.get('/api/backend/app/list'),
  );
  const growth = apps.result_data.find((a) => a.app_key === 'growth')!.id;
  const roles = await jsonOf<{ result_data: RoleRecord[] }>(
    await page.request.get(`/api/backend/role/list?app_id=${growth}`),
  );
  const viewerRole = roles.result_data.find((r) => r.name === '增长分析-查看')!;
  const joined = await page.request.post('/api/backend/role-user/remove-or-add/one', {
    data: { role_id: viewerRole.id, username, operate: 'add' },
  });
  expect(joined.ok()).toBe(true);

  // His custom attribute, set in /user/user: the row rule below compares the country with it.
  await page.goto('/user/user');
  await page.getByTestId('user-management-page').getByPlaceholder('搜索用户名或姓名').fill(username);
  await page.keyboard.press('Enter');
  await page.getByTestId(`user-attributes-${username}`).click();
  await page.getByTestId('attribute-add').click();
  await page.getByTestId('attribute-0-key').fill('region');
  await page.getByTestId('attribute-0-values').locator('input').fill('cn');
  await page.keyboard.press('Enter');
  await shot(page, 'field-authority-attributes-zh');
  await page.getByTestId('attributes-save').click();
  await expect(page.getByTestId('attributes')).toHaveCount(0);

  await page.goto('/admin/field/authority/config');
  const screen = page.getByTestId('fieldauth-screen');
  await expect(screen).toContainText('字段权限配置');

  // Categories: a new one holding the detail dataset's 新增用户 column.
  const name = `留存敏感 ${RUN}`;
  await page.getByTestId('category-add').click();
  await page.getByTestId('category-name').fill(name);
  await page.getByTestId('category-dataset').click();
  await page.locator('.ant-select-item-option', { hasText: DETAIL }).click();
  await page.getByTestId('category-columns').click();
  await page.locator('.ant-select-item-option', { hasText: '(new_users)' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('category-picked')).toContainText('新增用户');
  await page.getByTestId('category-save').click();
  const row = page.getByTestId(`category-row-${name}`);
  await expect(row).toContainText('新增用户');
  await expect(row).toContainText('0 名管理者 · 0 名用户');

  // Its managers: the admin names one through the user search select.
  await page.getByTestId('category-manager-select').click();
  await page.keyboard.type('系统管理员');
  await page.locator('.ant-select-item-option', { hasText: '(admin)' }).click();
  await page.getByTestId('category-manager-add').click();
  await expect(page.getByTestId('category-manager-admin')).toBeVisible();
  await expect(row).toContainText('1 名管理者');
  await shot(page, 'field-authority-categories-zh');

  // Row rules: a rule on the detail dataset, saved and read back.
  await page.getByTestId('fieldauth-tab-rows').click();
  await page.getByTestId('rules-dataset').click();
  await page.locator('.ant-select-item-option', { hasText: DETAIL }).click();
  await expect(page.getByTestId('row-rules')).toContainText('暂无规则：所有人可见全部行');
  await page.getByTestId('rule-add').click();
  await page.getByTestId('rule-0-column').click();
  await page.locator('.ant-select-item-option', { hasText: '(country)' }).click();
  await page.getByTestId('rule-0-source').click();
  await page.locator('.ant-select-item-option', { hasText: '用户属性' }).click();
  await page.getByTestId('rule-0-attribute').fill('region');
  await page.getByTestId('rule-0-usernames').locator('input').fill(username);
  await page.keyboard.press('Enter');
  await page.getByTestId('rules-save').click();
  await expect(page.getByText('行规则已保存')).toBeVisible();
  await page.getByTestId('lang-switch').click();
  await expect(screen).toContainText('Field permissions');
  await expect(page.getByTestId('row-rules')).toContainText('User attribute');
  await shot(page, 'field-authority-rows-en');
  await page.getByTestId('lang-switch').click();

  // The outsider: the header stays with a lock and its cells are empty (the 4th column of the detail table); the
  // row rule leaves him the rows of his region only.
  const member = await browser.newPage();
  await signIn(member, username, 'member-password-1');
  await member.goto('/growth/retention/daily');
  const locked = member.locator('.ant-table-thead [data-masked="true"]', { hasText: '新增用户' });
  await expect(locked).toBeVisible();
  await expect(locked.locator('.anticon-lock')).toBeVisible();
  const firstRow = member.locator('.ant-table-row').first();
  await expect(firstRow.locator('.ant-table-cell').nth(3)).toHaveText('');
  const countries = member.locator('.ant-table-row').locator('.ant-table-cell:nth-child(2)');
  // The row rule admits country cn only, shown by its display value.
  await expect(countries.first()).toHaveText('中国');
  expect(new Set(await countries.allTextContents())).toEqual(new Set(['中国']));
  await shot(member, 'field-authority-viewer-zh');
  // His CSV of the same table leaves the hidden column out.
  const table = member.getByTestId('section').filter({ has: locked });
  const download = member.waitForEvent('download');
  await table.getByTestId('table-export').click();
  const [header, ...rows] = parseCsv(readFileSync(await (await download).path(), 'utf8').slice(1));
  expect(header).toContain('国家');
  expect(header).not.toContain('新增用户');
  expect(new Set(rows.map((r) => r[header.indexOf('国家')]))).toEqual(new Set(['中国']));
  await member.close();

  // Leave nothing behind for the other specs.
  const categories = await jsonOf<{ result_data: Paged<FieldCategoryRecord> }>(
    await page.request.post('/api/category/list', { data: { app_id: growth, search_content: RUN } }),
  );
  for (const c of categories.result_data.list)
    expect((await page.request.post('/api/category/remove/one', { data: { id: c.id } })).ok()).toBe(true);
  const dataset = categories.result_data.list[0].columns[0].data_set_id;
  const cleared = await jsonOf<{ result_data: DatasetRowRules }>(
    await page.request.post('/api/category/row-rule/save', { data: { data_set_id: dataset, rules: [] } }),
  );
  expect(cleared.result_data.rules).toEqual([]);
});
