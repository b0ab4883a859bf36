import { locate, nodeAt, pointerAt } from '../../../src/ui/json/locate';

const text = '{\n  "a/b": [1, {"x": "y\\"z"}],\n  "sections": [ { "id": 7 } ]\n}';

describe('where a JSON text holds each value', () => {
  const root = locate(text)!;
  const slice = (pointer: string) => {
    const node = nodeAt(root, pointer);
    return text.slice(node.offset, node.end);
  };

  it('finds values by pointer, escaped keys and escaped quotes included', () => {
    expect(slice('/a~1b/1/x')).toBe('"y\\"z"');
    expect(slice('/sections/0')).toBe('{ "id": 7 }');
    expect(slice('')).toBe(text);
  });

  it('points a missing key at the deepest value that holds it', () => {
    expect(slice('/sections/0/title')).toBe('{ "id": 7 }');
  });

  it('names the deepest value at an offset', () => {
    expect(pointerAt(root, text.indexOf('7'))).toBe('/sections/0/id');
    expect(pointerAt(root, text.indexOf('"y'))).toBe('/a~1b/1/x');
    expect(pointerAt(root, 0)).toBe('');
  });

  it('answers nothing for text that is not JSON', () => {
    expect(locate('{"a": 1,}')).toBeNull();
    expect(locate('{"a": 1} x')).toBeNull();
    expect(locate('')).toBeNull();
  });
});
