/**
 * Where each value of a JSON text sits: what the JSON view needs to put a marker at a JSON Pointer, reveal a section
 * and tell which section the cursor is in. The text is the user's (any layout), so positions come from the text, not
 * from a re-serialised document. Valid JSON only: for text that does not parse, null.
 */
import { pointerTokens } from '@tessera/schema/dsl';

export interface JsonNode {
  /** Offsets of the value in the text (a property's value, not its key). */
  offset: number;
  end: number;
  /** Members of an object by key, items of an array by index (as strings, like a pointer's tokens). */
  children?: Map<string, JsonNode>;
}

class Scanner {
  i = 0;
  constructor(readonly text: string) {}

  space(): void {
    while (this.i < this.text.length && ' \t\n\r'.includes(this.text[this.i])) this.i += 1;
  }

  expect(ch: string): void {
    if (this.text[this.i] !== ch) throw new SyntaxError(`expected ${ch} at ${this.i}`);
    this.i += 1;
  }

  string(): string {
    const start = this.i;
    this.expect('"');
    while (this.i < this.text.length && this.text[this.i] !== '"') this.i += this.text[this.i] === '\\' ? 2 : 1;
    this.expect('"');
    return JSON.parse(this.text.slice(start, this.i)) as string;
  }

  value(): JsonNode {
    this.space();
    const offset = this.i;
    const ch = this.text[this.i];
    if (ch === '{' || ch === '[') return this.container(ch, offset);
    if (ch === '"') this.string();
    else {
      const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.i, this.i + 400));
      if (!match) throw new SyntaxError(`unexpected ${ch ?? 'end'} at ${this.i}`);
      this.i += match[0].length;
    }
    return { offset, end: this.i };
  }

  container(open: '{' | '[', offset: number): JsonNode {
    const close = open === '{' ? '}' : ']';
    const children = new Map<string, JsonNode>();
    this.i += 1;
    this.space();
    if (this.text[this.i] === close) {
      this.i += 1;
      return { offset, end: this.i, children };
    }
    for (let index = 0; ; index += 1) {
      this.space();
      let key = String(index);
      if (open === '{') {
        key = this.string();
        this.space();
        this.expect(':');
      }
      children.set(key, this.value());
      this.space();
      if (this.text[this.i] === ',') {
        this.i += 1;
        continue;
      }
      this.expect(close);
      return { offset, end: this.i, children };
    }
  }
}

export function locate(text: string): JsonNode | null {
  try {
    const scanner = new Scanner(text);
    const root = scanner.value();
    scanner.space();
    return scanner.i === text.length ? root : null;
  } catch {
    return null;
  }
}

/**
 * The value at a pointer; when the pointer names something missing (a required key not written), the deepest value
 * that exists on the way, where the thing is to be added.
 */
export function nodeAt(root: JsonNode, pointer: string): JsonNode {
  let node = root;
  for (const token of pointerTokens(pointer)) {
    const next = node.children?.get(token);
    if (!next) break;
    node = next;
  }
  return node;
}

/** The pointer of the deepest value holding the offset ('' for the root). */
export function pointerAt(root: JsonNode, offset: number): string {
  let pointer = '';
  let node: JsonNode | undefined = root;
  while (node?.children) {
    let inner: JsonNode | undefined;
    for (const [key, child] of node.children) {
      if (offset >= child.offset && offset <= child.end) {
        pointer += `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        inner = child;
        break;
      }
    }
    node = inner;
  }
  return pointer;
}
