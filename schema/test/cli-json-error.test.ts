import { lineColumn } from '../cli/io';
import { findJsonProblem } from '../cli/json-error';

describe("findJsonProblem (the CLI's line:column for bad JSON)", () => {
  it.each([
    ['{"a": 1,}', 8, 'a property name in double quotes'],
    ['[1, 2', 5, '"," or "]"'],
    ['{"a" 1}', 5, '":"'],
    ['{"a": tru}', 6, '"true"'],
    ['{"a": "x\ny"}', 8, 'a closing quote (control characters must be escaped)'],
    ['{"a": 01}', 7, '"," or "}"'],
    ['{} {}', 3, 'the end of the document'],
    ['', 0, 'a value'],
    ['{"a": -}', 6, 'a value'],
    ['"\\x"', 2, 'an escape such as \\n or \\"'],
  ])('%j fails at %i: expected %s', (text, offset, expected) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(findJsonProblem(text)).toEqual({ offset, expected });
  });

  it.each(['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', ' \n{"a":{"b":[]}}\n'])(
    '%j is fine',
    (text) => {
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(findJsonProblem(text)).toBeUndefined();
    },
  );

  it('counts lines and columns from 1', () => {
    expect(lineColumn('{\n  "a": ,\n}', 9)).toEqual({ line: 2, column: 8 });
    expect(lineColumn('x', 0)).toEqual({ line: 1, column: 1 });
  });
});
