import type { GlobalAnnouncement, Paged, UserAddBody } from '@tessera/schema/api';
import { expect, jsonOf, login, shot, test, signIn } from './helpers';

const RUN = Date.now().toString(36);
const PASSWORD = 'member-password-1';
const DAILY = '/growth/retention/daily';

test('a staff member stars a page and sends feedback; the admin reads it and publishes an announcement he sees once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two people, five screens
  // Setting up: a staff member of the growth app.
  await login(page);
  const username = `social.${RUN}`;
  const body: UserAddBody = { username, realname: '反馈人', password: PASSWORD, is_admin: false };
  expect((await page.request.post('/api/backend/user/add', { data: body })).ok()).toBe(true);
  const apps = await jsonOf<{ result_data: { id: number; app_key: string }[] }>(
    await page.request.get('/api/backend/app/list'),
  );
  const growth = apps.result_data.find((a) => a.app_key === 'growth')!.id;
  const roles = await jsonOf<{ result_data: { id: number; name: string }[] }>(
    await page.request.get(`/api/backend/role/list?app_id=${growth}`),
  );
  const viewers = roles.result_data.find((r) => r.name === '增长分析-查看')!;
  await page.request.post('/api/backend/role-user/remove-or-add/one', {
    data: { role_id: viewers.id, username, operate: 'add' },
  });

  const staff = await browser.newPage();
  const title = `系统维护 ${RUN}`;
  const bannerTitle = `导出提示 ${RUN}`;
  try {
    // He stars a page; it is the first group of his sidebar, and takes him back there.
    await signIn(staff, username, PASSWORD);
    await staff.goto(DAILY);
    const favorites = staff.getByTestId('favorites-group');
    await expect(favorites).toContainText('点页面标题旁的星标收藏页面');
    await staff.getByTestId('favorite-star').click();
    await expect(staff.getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'true');
    const starred = favorites.getByRole('link', { name: '留存日报' });
    await expect(starred).toBeVisible();
    await staff.goto('/index');
    await staff.getByRole('link', { name: /留存对比/ }).click();
    await expect(staff.getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'false');
    await starred.click();
    await expect(staff).toHaveURL(new RegExp(`${DAILY}$`));
    await shot(staff, 'social-favorites-zh');

    // The floating button: text required, then sent with the page's address.
    await staff.getByTestId('feedback-button').click();
    const form = staff.getByTestId('feedback-form');
    await staff.getByRole('button', { name: '提 交' }).click();
    await expect(form.getByText('请输入问题或建议')).toBeVisible();
    await form.getByRole('textbox').fill(`留存日报加载太慢 ${RUN}`);
    await shot(staff, 'social-feedback-modal-zh');
    await staff.getByRole('button', { name: '提 交' }).click();
    await expect(staff.getByText('反馈已提交')).toBeVisible();

    // The admin finds it in the workbench's feedback list and marks it seen.
    await page.goto('/admin/feedback');
    const row = page.getByRole('row').filter({ hasText: `留存日报加载太慢 ${RUN}` });
    // The first workbench table of the run loads the table chunks: a slow machine takes its time.
    await expect(row).toContainText(DAILY, { timeout: 30_000 });
    await row.getByTestId('feedback-status').click();
    await page.locator('.ant-select-item-option', { hasText: '已查看' }).click();
    await expect(page.getByText('状态已更新')).toBeVisible();
    await shot(page, 'social-feedback-list-zh');

    // He publishes an important announcement.
    await page.goto('/announcement');
    await page.getByTestId('announcement-add').click();
    const editor = page.getByTestId('announcement-form');
    await editor.getByLabel('标题').fill(title);
    await editor.getByText('重要').click();
    await editor.getByRole('textbox').last().fill('今晚 **22:00** 起暂停服务 30 分钟。');
    await page.getByRole('tab', { name: '预览' }).click();
    await expect(page.locator('.ts-announcement-preview strong')).toHaveText('22:00');
    await shot(page, 'social-announcement-editor-zh');
    await page.getByRole('button', { name: '保 存' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('生效中');

    // A warning beside it (its form is the same): a banner, not a modal.
    const warning = { title: bannerTitle, body: '导出可能变慢。', level: 'warning' };
    expect((await page.request.post('/api/announcement/save-update', { data: warning })).ok()).toBe(true);

    // The staff member sees the important one as a modal once, the warning as a banner once; the home page lists them.
    await staff.goto('/index');
    const modal = staff.getByRole('dialog').filter({ hasText: title });
    await expect(modal.getByTestId('notice-modal-body').locator('strong')).toHaveText('22:00');
    await shot(staff, 'social-notice-modal-zh');
    await modal.getByRole('button', { name: '知道了' }).click();
    await expect(modal).toHaveCount(0);
    const banner = staff.getByTestId('notice-banner').filter({ hasText: bannerTitle });
    await expect(banner).toContainText('导出可能变慢。');
    // Across the screen under the navbar, as wide as the screen's main part: not squeezed into a box of its own.
    const main = (await staff.locator('main').boundingBox())!;
    expect((await banner.boundingBox())!.width).toBeGreaterThan(main.width - 2);
    await shot(staff, 'social-notice-banner-zh');
    const listed = staff.getByTestId('home-announcements');
    await expect(listed).toContainText(title);
    await expect(listed).toContainText(bannerTitle);
    await staff.reload();
    await expect(listed).toContainText(title);
    await expect(listed).toContainText(bannerTitle);
    await expect(staff.getByRole('dialog')).toHaveCount(0);
    await expect(staff.getByTestId('notice-banner')).toHaveCount(0);
  } finally {
    // A global announcement reaches every later test's users: it goes when this test does.
    await staff.close();
    const found = await jsonOf<{ result_data: Paged<GlobalAnnouncement> }>(
      await page.request.post('/api/announcement/search', { data: { search_content: RUN }, timeout: 5000 }),
    );
    for (const a of found.result_data.list)
      await page.request.post('/api/announcement/delete', { data: { id: a.id }, timeout: 5000 });
  }
});
