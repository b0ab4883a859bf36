import { removeCSS, updateCSS } from './styleTags';

const OPTIONS = { mark: 'data-css-hash', prepend: 'queue' as const };
const tags = () => [...document.head.querySelectorAll('style[data-css-hash="button"]')];

describe('antd style tags', () => {
  afterEach(() => removeCSS('button', OPTIONS));

  test('a component mounting again finds its tag without listing the head or reading the tag back', () => {
    const first = updateCSS('.ant-btn{color:red}', 'button', OPTIONS);
    const children = jest.spyOn(document.head, 'children', 'get');
    const html = jest.spyOn(first, 'innerHTML', 'get');
    for (let i = 0; i < 100; i += 1) expect(updateCSS('.ant-btn{color:red}', 'button', OPTIONS)).toBe(first);
    expect(children).not.toHaveBeenCalled();
    expect(html).not.toHaveBeenCalled();
    expect(tags()).toEqual([first]);
  });

  test('new text replaces the tag’s, and a removed tag is written again', () => {
    const first = updateCSS('.ant-btn{color:red}', 'button', OPTIONS);
    expect(updateCSS('.ant-btn{color:blue}', 'button', OPTIONS)).toBe(first);
    expect(tags().map((tag) => tag.textContent)).toEqual(['.ant-btn{color:blue}']);

    first.remove();
    const again = updateCSS('.ant-btn{color:blue}', 'button', OPTIONS);
    expect(again).not.toBe(first);
    expect(tags().map((tag) => tag.textContent)).toEqual(['.ant-btn{color:blue}']);
  });
});
