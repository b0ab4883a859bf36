/**
 * Where a JSON text first goes wrong. Node 20's JSON.parse does not always say (it may quote a snippet instead of
 * an offset), so a small strict scanner finds the offset and what was expected there.
 */
export interface JsonProblem {
  offset: number;
  /** What the scanner wanted, e.g. `a value`, `"," or "]"`. */
  expected: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

export function findJsonProblem(text: string): JsonProblem | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const expect = (what: string): never => {
    throw new Stop(i, what);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else expect(`"${word}"`);
  };
  const string = () => {
    i += 1; // opening quote
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) expect('a closing quote (control characters must be escaped)');
      if (text[i] === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) expect('4 hex digits after \\u');
          i += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[i] ?? '')) expect('an escape such as \\n or \\"');
      }
      i += 1;
    }
    if (i >= text.length) expect('a closing quote');
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i));
    if (!match || match[0] === '-' || match[0] === '') expect('a value');
    i += match ? match[0].length : 0;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    expect('a value');
  };
  const object = () => {
    i += 1;
    ws();
    if (text[i] === '}') {
      i += 1;
      return;
    }
    for (;;) {
      ws();
      if (text[i] !== '"') expect('a property name in double quotes');
      string();
      ws();
      if (text[i] !== ':') expect('":"');
      i += 1;
      value();
      ws();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === '}') {
        i += 1;
        return;
      }
      expect('"," or "}"');
    }
  };
  const array = () => {
    i += 1;
    ws();
    if (text[i] === ']') {
      i += 1;
      return;
    }
    for (;;) {
      value();
      ws();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === ']') {
        i += 1;
        return;
      }
      expect('"," or "]"');
    }
  };
  try {
    value();
    ws();
    if (i < text.length) expect('the end of the document');
    return undefined;
  } catch (err) {
    if (err instanceof Stop) return { offset: err.offset, expected: err.expected };
    throw err;
  }
}
