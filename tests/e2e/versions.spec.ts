import { expect, test, type Page } from '@playwright/test';
import type { ApiEnvelope, PageDraft, PageVersionSummary } from '@tessera/schema/api';
import { jsonOf, login, shot } from './helpers';

/** A demo page no other spec asserts on: these tests edit and publish it. */
const PAGE_URL = '/growth/users/version';
const DRAFT_CALL = '/customize/page-diagram/page/draft';

const editorLines = (page: Page) => page.getByTestId('page-json-editor').locator('.view-lines');

/** Opens the page's edit screen by picking it in the page picker; answers its id. */
async function openEditor(page: Page): Promise<number> {
  await page.goto('/admin/page');
  const picker = page.getByTestId('page-picker');
  await picker.click();
  await page.keyboard.type(PAGE_URL);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page).toHaveURL(/\/admin\/page\/\d+$/);
  await expect(editorLines(page)).toContainText('"sections"');
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
  const suffix = ` draft ${Date.now()}`;
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
  await expect(editorLines(page)).toContainText('"sections"');
  await expect(page.getByTestId('unsaved-offer')).toHaveCount(0);
});

test('a save after someone else saved shows their change; saving on top keeps both', async ({ page }) => {
  await login(page);
  const id = await openEditor(page);
  const mine = ` mine ${Date.now()}`;
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
    const suffix = ` v${n}-${Date.now()}`;
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
