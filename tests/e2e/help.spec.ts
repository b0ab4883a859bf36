import { deflateSync } from 'node:zlib';
import { expect, test, login, shot } from './helpers';

const RUN = Date.now().toString(36);

/** A 160×48 PNG, then padding after its end (browsers ignore it) so the upload takes two 51,200-byte blocks. */
function twoBlockPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const [width, height] = [160, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // A blue-to-green gradient, row by row (filter byte 0, then RGB).
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([22, 80 + x, 255 - x], y * (1 + width * 3) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
    Buffer.alloc(60_000),
  ]);
}

test('an admin writes a help document with a table, code and an image, reads it and finds it', async ({ page }) => {
  await login(page);
  await page.getByTestId('help-link').click();
  await expect(page.getByTestId('help-list')).toBeVisible();
  await page.getByTestId('help-add').click();

  const title = `导出说明 ${RUN}`;
  await page.getByTestId('help-title-input').click();
  await page.keyboard.insertText(title);
  await page.getByTestId('help-content-input').click();
  await page.keyboard.insertText(
    [
      '# 概览',
      '',
      `导出的文件叫 csv-${RUN}。`,
      '',
      '## 字段',
      '',
      '| 字段 | 含义 |',
      '|---|---|',
      '| dt | 日期 |',
      '| uv | 访客数 |',
      '',
      '## 查询',
      '',
      '```sql',
      'SELECT dt, uv FROM visits;',
      '```',
      '',
    ].join('\n'),
  );
  // The image goes in through the block uploader; the preview shows it as it is typed.
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('help-insert-image').click();
  await (await chooser).setFiles({ name: 'trend.png', mimeType: 'image/png', buffer: twoBlockPng() });
  const preview = page.getByTestId('help-preview');
  await expect(preview.locator('img[alt="trend"]')).toHaveJSProperty('naturalWidth', 160);
  await expect(preview.locator('table td', { hasText: '访客数' })).toBeVisible();
  await shot(page, 'help-editor-zh');
  await page.getByTestId('help-save').click();

  // Read it: the table, the code block, the image and the contents, whose entries scroll to their heading.
  const article = page.getByTestId('help-article');
  await expect(page.getByTestId('help-title')).toHaveText(title);
  await expect(article.locator('table tbody tr')).toHaveCount(2);
  await expect(article.locator('pre code')).toHaveText('SELECT dt, uv FROM visits;');
  await expect(article.locator('img[alt="trend"]')).toHaveJSProperty('naturalWidth', 160);
  const toc = page.getByTestId('help-toc');
  await expect(toc.getByRole('button')).toHaveText(['概览', '字段', '查询']);
  await toc.getByRole('button', { name: '查询' }).click();
  await expect(article.getByRole('heading', { name: '查询' })).toBeInViewport();
  await page.mouse.move(700, 800);
  await shot(page, 'help-info-zh');
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('help-edit')).toHaveText(/Edit/);
  await page.mouse.move(700, 800);
  await shot(page, 'help-info-en');

  // Search by a word of the body finds it; a word in no document finds nothing.
  await page.getByTestId('help-link').click();
  const search = page.getByTestId('help-search');
  await search.click();
  await page.keyboard.insertText(`csv-${RUN}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('help-item')).toHaveCount(1);
  await expect(page.getByTestId('help-item')).toContainText(title);
  await shot(page, 'help-list-en');
  await search.click({ clickCount: 3 });
  await page.keyboard.insertText(`nothing-${RUN}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('help-item')).toHaveCount(0);
  await expect(page.getByText('No document matches')).toBeVisible();
});
