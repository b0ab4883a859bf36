import type { RoleRecord, UserAddBody } from '@tessera/schema/api';
import { expect, test, jsonOf, login, shot, signIn } from './helpers';

const RUN = Date.now().toString(36);
const PASSWORD = 'member-password-1';

test('a staff member asks for a page, the approver approves it from the badge, and the page opens', async ({
  page,
  browser,
}) => {
  // Setting up: a staff member with no role, and an approver holding the approver type in 增长分析.
  await login(page);
  const add = async (username: string, realname: string) => {
    const body: UserAddBody = { username, realname, password: PASSWORD, is_admin: false };
    expect((await page.request.post('/api/backend/user/add', { data: body })).ok()).toBe(true);
  };
  const staffName = `apply.${RUN}`;
  const approverName = `judge.${RUN}`;
  await add(staffName, '申请人');
  await add(approverName, '审批人');
  const apps = await jsonOf<{ result_data: { id: number; app_key: string }[] }>(
    await page.request.get('/api/backend/app/list'),
  );
  const growth = apps.result_data.find((a) => a.app_key === 'growth')!.id;
  const role = await jsonOf<{ result_data: RoleRecord }>(
    await page.request.post('/api/backend/role/app-add', {
      data: { app_id: growth, name: `审批 ${RUN}`, permission_types: ['can_approve_requests'] },
    }),
  );
  await page.request.post('/api/backend/role-user/remove-or-add/one', {
    data: { role_id: role.result_data.id, username: approverName, operate: 'add' },
  });

  // The staff member opens a page he may not see: the lookup lands him on the request form.
  const staff = await browser.newPage();
  await signIn(staff, staffName, PASSWORD);
  await staff.goto('/growth/users/country');
  await expect(staff).toHaveURL(/\/permission\/apply\?/);
  await expect(staff.getByTestId('apply-page')).toContainText('国家');
  await staff.getByTestId('apply-reason').click();
  await staff.keyboard.type('周会需要看各国家的用户数');
  // The roles of the app are offered too; he keeps "this page only".
  await staff.getByTestId('apply-target').click();
  await expect(staff.locator('.ant-select-item-option', { hasText: '加入角色' }).first()).toBeVisible();
  await shot(staff, 'approvals-form-zh');
  await staff.locator('.ant-select-item-option', { hasText: '仅开通这个页面' }).click();
  await staff.getByTestId('apply-submit').click();
  await expect(staff.getByText('申请已提交，等待审批')).toBeVisible();
  const mine = staff.getByTestId('my-requests');
  await expect(mine.getByRole('row', { name: /国家/ })).toContainText('待审批');
  await mine.getByTestId('request-flow').first().click();
  await expect(staff.getByTestId('approval-step-apply')).toContainText('申请人');
  await shot(staff, 'approvals-apply-zh');
  await staff.locator('.ant-drawer-close').click();

  // The approver sees the badge at 1, opens the request from it and approves it with a comment.
  const judge = await browser.newPage();
  await login(judge, approverName, PASSWORD);
  const badge = judge.getByTestId('approval-badge');
  await expect(badge).toContainText('1');
  await badge.click();
  await expect(judge).toHaveURL(/\/permission\/judage$/);
  const row = judge.getByTestId('judge-screen').getByRole('row', { name: new RegExp(staffName) });
  await expect(row).toContainText('周会需要看各国家的用户数');
  await shot(judge, 'approvals-judge-zh');
  await row.getByTestId('approval-open').click();
  await judge.getByTestId('approval-comment').click();
  await judge.keyboard.type('同意，仅限本季度');
  await shot(judge, 'approvals-detail-zh');
  await judge.getByTestId('approval-pass').click();
  await expect(judge.getByText('已通过，权限已生效')).toBeVisible();
  await expect(judge.getByTestId('approval-step-pass')).toContainText('同意，仅限本季度');
  // The decision refreshed the badge: nothing waits any more.
  await expect(badge).toHaveCount(0);
  await judge.locator('.ant-drawer-close').click();
  await judge.getByTestId('lang-switch').click();
  await judge.getByTestId('judge-tab-handled').click();
  await expect(judge.getByTestId('judge-screen').getByRole('row', { name: new RegExp(staffName) })).toContainText(
    'Approved',
  );
  await shot(judge, 'approvals-judge-en');
  await judge.close();

  // The staff member now sees the page, and his request says approved.
  await staff.goto('/growth/users/country');
  await expect(staff).toHaveURL(/\/growth\/users\/country$/);
  await expect(staff.getByTestId('sidebar')).toContainText('国家');
  await staff.goto('/permission/apply');
  await staff.getByTestId('lang-switch').click();
  await expect(staff.getByTestId('my-requests').getByRole('row', { name: /country/ })).toContainText('Approved');
  await shot(staff, 'approvals-mine-en');

  // Another page, asked for by joining a role: he reminds the approvers (once an hour), then withdraws it.
  await staff.goto('/growth/users/version');
  await expect(staff).toHaveURL(/\/permission\/apply\?/);
  await staff.getByTestId('apply-target').click();
  await staff.locator('.ant-select-item-option', { hasText: 'has this page' }).first().click();
  await staff.getByTestId('apply-reason').click();
  await staff.keyboard.type('Versions for the release review');
  await staff.getByTestId('apply-submit').click();
  const asked = staff.getByTestId('my-requests').getByRole('row', { name: /version/ });
  await expect(asked).toContainText('Join the role');
  await asked.getByTestId('request-remind').click();
  await expect(staff.getByText('The approvers were reminded')).toBeVisible();
  await expect(asked).toContainText('Reminded');
  await asked.getByTestId('request-remind').click();
  await expect(staff.getByText(/once an hour/)).toBeVisible();
  await asked.getByTestId('request-withdraw').click();
  await staff.getByRole('button', { name: 'OK' }).click();
  await expect(asked).toContainText('Withdrawn');
  await asked.getByTestId('request-flow').click();
  await expect(staff.getByTestId('approval-flow')).toContainText('withdrew');
  await shot(staff, 'approvals-withdrawn-en');
  await staff.close();
});
