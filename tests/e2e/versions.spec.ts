import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ApiEnvelope, PageDraft, PageVersionSummary } from '@tessera/schema/api';
import { expect, jsonOf, login, shot, test, signIn } from './helpers';

// Each test edits through monaco and several round trips; on the shared 2-core machine that outlasts the default.
test.describe.configure({ timeout: 150_000 });

/** A demo page no other spec asserts on: these tests edit and publish it. */
const PAGE_URL = '/growth/users/version';
const DRAFT_CALL = '/customize/page-diagram/page/draft';
// Short marks: the change list shortens long values, and the page name collects one mark per test.
const RUN = Date.now().toString(36).slice(-5);

const editorLines = (page: Page) => page.getByTestId('page-json-editor').locator('.view-lines');

/** Opens the page's edit screen by picking it in the page picker; answers its id. */
async function openEditor(page: Page): Promise<number> {
  await page.goto('/admin/page');
  const picker = page.getByTestId('page-picker');
  await picker.click();
  await page.keyboard.type(PAGE_URL);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page).toHaveURL(/\/admin\/page\/\d+$/);
  // The first editor on a page downloads monaco: on a busy machine that takes a while.
  await expect(editorLines(page)).toContainText('"sections"', { timeout: 30_000 });
  return Number(/\/admin\/page\/(\d+)$/.exec(page.url())?.[1]);
}

/** Changes the page's name in the JSON editor by mouse and keyboard: a click on its line, then typing. */
async function appendToName(page: Page, suffix: string) {
  const line = page
    .getByTestId('page-json-editor')
    .locator('.view-line')
    .filter({ hasText: /^\s{2}"name":/ });
  await line.click();
  await page.keyboard.press('End');
  // The line ends with `",`: the text goes before the closing quote.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(suffix);
  await expect(page.getByTestId('page-dirty')).toBeVisible();
}

async function draftOf(page: Page, id: number): Promise<PageDraft> {
  const res = await page.request.get(`/api${DRAFT_CALL}?page_id=${id}`);
  expect(res.status()).toBe(200);
  return (await jsonOf<ApiEnvelope<PageDraft>>(res)).result_data;
}

async function saveDraft(page: Page) {
  const saved = page.waitForResponse((r) => r.url().includes('/page/save'));
  await page.getByTestId('page-save').click();
  return saved;
}

test('a report page never downloads the editor; the edit screen does', async ({ page }) => {
  await login(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(PAGE_URL);
  await expect(page.getByTestId('section').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /monaco|editor\.worker|json\.worker/i.test(url))).toEqual([]);

  await openEditor(page);
  await expect.poll(() => scripts.some((url) => /\/assets\/monaco-/.test(url))).toBe(true);
});

test('reload mid-edit gets the unsaved state back, named with its time', async ({ page }) => {
  await login(page);
  await openEditor(page);
  const suffix = ` draft-${RUN}`;
  await appendToName(page, suffix);

  // Leaving asks first: the browser's own prompt on reload.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toBe('beforeunload');

  const offer = page.getByTestId('unsaved-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await shot(page, 'versions-01-unsaved-offer');
  await page.getByTestId('unsaved-restore').click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByTestId('page-dirty')).toBeVisible();
  await expect(page.getByTestId('page-json-editor')).toContainText(suffix);

  // Discarding is the other way out: the kept work is gone for good.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByTestId('unsaved-discard').click();
  await expect(page.getByTestId('unsaved-offer')).toHaveCount(0);
  await expect(page.getByTestId('page-json-editor')).not.toContainText(suffix);
  await page.reload();
  // The first editor on a page downloads monaco: on a busy machine that takes a while.
  await expect(editorLines(page)).toContainText('"sections"', { timeout: 30_000 });
  await expect(page.getByTestId('unsaved-offer')).toHaveCount(0);
});

test('a save after someone else saved shows their change; saving on top keeps both', async ({ page }) => {
  await login(page);
  const id = await openEditor(page);
  const mine = ` mine-${RUN}`;
  await appendToName(page, mine);

  // Another save lands in between, straight through the API, on the revision the editor started from.
  const before = await draftOf(page, id);
  const theirs = { ...before.page, name: `${before.page.name} theirs` };
  const other = await page.request.post(`/api/customize/page-diagram/page/save`, {
    data: { page_id: id, document: theirs, base_revision: before.revision },
  });
  expect(other.status()).toBe(200);

  const refused = await saveDraft(page);
  expect(refused.status()).toBe(409);
  const dialog = page.getByRole('dialog', { name: /页面已被他人修改/ });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('conflict-who')).toContainText('admin');
  await expect(page.getByTestId('conflict-who')).toContainText(String(before.revision + 1));
  await expect(dialog.getByTestId('change-list')).toContainText(mine.trim());
  await shot(page, 'versions-02-conflict');

  await page.getByTestId('conflict-save-on-top').click();
  const onTop = page.waitForResponse((r) => r.url().includes('/page/save'));
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
  expect((await onTop).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);

  const after = await draftOf(page, id);
  expect(after.revision).toBe(before.revision + 2);
  expect(after.page.name).toContain(mine.trim());

  // Both saves are in the history, as draft saves.
  await page.getByRole('tab', { name: /版本|Versions/ }).click();
  await page.getByTestId('version-drafts').click();
  const rows = page.getByTestId('version-panel').locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '草稿保存' }).nth(1)).toBeVisible();
  const listed = await page.request.get(`/api/customize/page-diagram/version/list?page_id=${id}&include_drafts=1`);
  const versions = (await jsonOf<ApiEnvelope<PageVersionSummary[]>>(listed)).result_data;
  const saves = versions.filter((v) => v.source === 'save');
  expect(saves.map((v) => v.revision)).toEqual(expect.arrayContaining([before.revision + 1, before.revision + 2]));
  await shot(page, 'versions-03-history-with-drafts');
});

test('two publishes after edits in the JSON editor, then their diff side by side', async ({ page }) => {
  await login(page);
  await openEditor(page);
  const names: string[] = [];
  for (const n of [1, 2]) {
    const suffix = ` v${n}-${RUN}`;
    names.push(suffix.trim());
    await appendToName(page, suffix);
    expect((await saveDraft(page)).status()).toBe(200);
    await expect(page.getByTestId('page-dirty')).toHaveCount(0);
    await page.getByTestId('publish-open').click();
    await page.getByTestId('publish-summary').fill(`e2e publish ${n}`);
    const published = page.waitForResponse((r) => r.url().includes('/page/online'));
    await page.getByTestId('publish-confirm').click();
    expect((await published).status()).toBe(200);
  }

  await page.getByRole('tab', { name: /版本|Versions/ }).click();
  const panel = page.getByTestId('version-panel');
  const rows = panel.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('e2e publish 2');
  await expect(rows.nth(1)).toContainText('e2e publish 1');
  await expect(rows.first()).toContainText(/线上|Online/);
  await rows.nth(0).locator('.ant-checkbox-input').click();
  await rows.nth(1).locator('.ant-checkbox-input').click();
  await page.getByTestId('version-compare').click();

  const diff = page.getByTestId('version-diff');
  await expect(diff.getByTestId('change-list')).toContainText(names[1]);
  const json = page.getByTestId('version-json-diff');
  await expect(json.locator('.monaco-diff-editor')).toBeVisible();
  await expect(json.locator('.editor.original .view-lines')).toContainText(names[0]);
  await expect(json.locator('.editor.modified .view-lines')).toContainText(names[1]);
  await diff.scrollIntoViewIfNeeded();
  await shot(page, 'versions-04-diff');
});

test('the workbench pane has the designer with its JSON and the versions tab; templates go out and bad ones stay out', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/config');
  const pageNode = page
    .getByTestId('catalog-node')
    .filter({ has: page.locator('.ts-tree-name', { hasText: /^版本分布/ }) });
  await pageNode.click();
  const pane = page.getByTestId('page-pane');
  await pane.getByRole('tab', { name: 'JSON' }).click();
  await expect(pane.getByTestId('designer-json').locator('.view-lines')).toContainText('"sections"', {
    timeout: 30_000,
  });
  await pane.getByRole('tab', { name: /^版本$/ }).click();
  await expect(pane.getByTestId('version-panel')).toBeVisible();
  await shot(page, 'versions-05-workbench-pane');

  // Export from the node menu: the browser saves the page's bundle.
  await pageNode.getByTestId('node-menu').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /导出模板/ }).click();
  const file = await downloading;
  const bundle = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    pages: { url: string; sections: object[] }[];
  };
  expect(bundle.pages.map((p) => p.url)).toContain(PAGE_URL);

  // Import a broken copy into the page's catalog: the errors name the file's pointers and nothing is stored.
  const id = Number(new URL(page.url()).searchParams.get('entry'));
  const before = await draftOf(page, id);
  bundle.pages[0].sections[0] = { ...bundle.pages[0].sections[0], show_type: 'no-such-kind' };
  const catalogNode = page
    .getByTestId('catalog-node')
    .filter({ has: page.locator('.ts-tree-name', { hasText: /^用户画像$/ }) });
  await catalogNode.getByTestId('node-menu').click();
  await page.getByRole('menuitem', { name: /导入模板/ }).click();
  const dialog = page.getByRole('dialog', { name: /导入模板到目录/ });
  await expect(dialog).toContainText('用户画像');
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByTestId('template-import-file').click();
  await (
    await choosing
  ).setFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
  await dialog.getByRole('checkbox').check();
  const answered = page.waitForResponse((r) => r.url().includes('/templates/import'));
  await dialog.getByTestId('template-import-submit').click();
  expect((await answered).status()).toBe(400);
  const errors = dialog.getByTestId('pointer-errors');
  await expect(errors).toContainText('/pages/0/sections/0');
  await shot(page, 'versions-06-import-errors');
  expect((await draftOf(page, id)).revision).toBe(before.revision);
});
