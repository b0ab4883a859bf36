import { markdownToSafeHtml, renderMarkdown } from '../../src/markdown';

/** Help documents are stored as written; this is where what could run is taken out (server/README, Help). */
describe('renderMarkdown', () => {
  it('never gives back script, event attributes or javascript: links', () => {
    const hostile = [
      '# Title',
      '<script>window.hacked = 1</script>',
      '<img src="x" onerror="window.hacked = 2">',
      '[click](javascript:alert(1))',
      '<a href="/ok" onclick="alert(3)">ok</a>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    for (const html of [renderMarkdown(hostile).html, markdownToSafeHtml(hostile)]) {
      const host = document.createElement('div');
      host.innerHTML = html;
      expect(host.querySelector('script, iframe')).toBeNull();
      for (const element of host.querySelectorAll('*'))
        for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
      expect(html).not.toMatch(/javascript:/i);
      expect(host.querySelector('img')?.getAttribute('src')).toBe('x');
      expect(host.querySelector('a[href="/ok"]')?.textContent).toBe('ok');
    }
  });

  it('renders tables and code, and lists the headings with ids of its own', () => {
    const { html, headings } = renderMarkdown(
      '# Start <b id="clash">here</b>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Code\n\n```sql\nSELECT 1;\n```\n\n#### Deep',
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelectorAll('table td')).toHaveLength(2);
    expect(host.querySelector('pre code')?.textContent).toBe('SELECT 1;\n');
    expect(host.querySelector('#clash')).toBeNull();
    expect(headings).toEqual([
      { id: 'md-h-0', text: 'Start here', level: 1 },
      { id: 'md-h-1', text: 'Code', level: 2 },
      { id: 'md-h-2', text: 'Deep', level: 4 },
    ]);
    expect(host.querySelector('#md-h-1')?.tagName).toBe('H2');
  });
});
