import type { Page } from '@playwright/test';
import type { ApiEnvelope, AppInfo, CatalogEntry } from '@tessera/schema/api';
import { expect, jsonOf, login, shot, test } from './helpers';

// The designer chunk and the catalog tree load together on 2 cores.
test.describe.configure({ timeout: 120_000 });

const RUN = Date.now().toString(36);

async function result<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await response;
  const body = await jsonOf<ApiEnvelope<T>>(res);
  expect(res.ok(), `${res.url()}: ${body.message}`).toBe(true);
  return body.result_data;
}

const node = (page: Page, name: string) =>
  page.getByTestId('catalog-node').filter({ has: page.locator('.ts-tree-name', { hasText: name }) });

test('the workbench opens the chosen page in the designer; switching pages never loses unsaved work', async ({
  page,
}) => {
  await login(page);
  const apps = await result<AppInfo[]>(page.request.get('/api/backend/app/admin/list'));
  const growth = apps.find((a) => a.app_key === 'growth')!;
  const names = [`工作台甲 ${RUN}`, `工作台乙 ${RUN}`];
  for (const [i, name] of names.entries())
    await result<CatalogEntry>(
      page.request.post('/api/customize/catalog/add-or-update', {
        data: { app_id: growth.id, catalog_or_page: 2, name, url: `/growth/wb${RUN}${i}` },
      }),
    );

  // Sidebar, tree and designer side by side; the palette shows as icons to leave the canvas room.
  await page.goto('/admin/config');
  await node(page, names[0]).click();
  const pane = page.getByTestId('page-pane');
  await expect(pane.getByTestId('page-designer')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('workbench-sidebar')).toBeVisible();
  await expect(page.getByTestId('catalog-tree')).toBeVisible();
  const palette = pane.getByTestId('palette-line');
  await expect(palette).toHaveAccessibleName('折线图');
  expect((await palette.boundingBox())!.width).toBeLessThan(60);
  await palette.click();
  await expect(pane.getByTestId('designer-section')).toHaveText(['折线图 1']);
  await shot(page, 'workbench-designer-zh');

  // Another page in the tree: asked first; staying keeps the edit in place.
  await node(page, names[1]).click();
  const leave = page.getByRole('dialog', { name: '离开此页面？' });
  await leave.getByRole('button', { name: /留\s*下/ }).click();
  await expect(leave).toBeHidden();
  await expect(pane).toContainText(names[0]);
  await expect(pane.getByTestId('designer-section')).toHaveText(['折线图 1']);

  // Leaving opens the other page; coming back offers the kept work, which restores it.
  await node(page, names[1]).click();
  await leave.getByRole('button', { name: /离\s*开/ }).click();
  await expect(pane).toContainText(names[1]);
  await expect(pane.getByTestId('designer-canvas')).toContainText('页面还没有区块');
  await node(page, names[0]).click();
  await pane.getByTestId('unsaved-restore').click();
  await expect(pane.getByTestId('designer-section')).toHaveText(['折线图 1']);
  await expect(pane.getByTestId('page-dirty')).toBeVisible();

  // Folded tree: the full palette comes back. Details and versions stay one click away.
  await pane.getByTestId('tree-toggle').click();
  await expect(page.getByTestId('catalog-tree')).toBeHidden();
  await expect(pane.getByTestId('designer-palette')).toContainText('折线图');
  await pane.getByRole('tab', { name: '页面信息' }).click();
  await expect(pane.getByTestId('page-details')).toContainText(`/growth/wb${RUN}0`);
  await pane.getByRole('tab', { name: '版本' }).click();
  await expect(pane.getByTestId('version-panel')).toBeVisible();
  await pane.getByRole('tab', { name: '设计' }).click();
  await expect(pane.getByTestId('designer-section')).toHaveText(['折线图 1']);

  // In English, then full screen on config2 with the same page.
  await page.getByTestId('lang-switch').click();
  await expect(pane.getByRole('tab', { name: 'Design' })).toBeVisible();
  await shot(page, 'workbench-designer-en');
  const id = Number(new URL(page.url()).searchParams.get('entry'));
  await pane.getByTestId('open-full-screen').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/config2\\?id=${id}$`));
  await expect(page.getByTestId('unsaved-offer')).toBeVisible();
});
