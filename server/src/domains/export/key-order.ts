/**
 * The keys of a top-level object member of a JSON text, in the order they were written. JavaScript objects put
 * integer-like keys ("2024", "10") first whatever the text said, so `export_fields` loses its column order once
 * parsed; the raw body still has it. Only called on text JSON.parse already accepted, so it does not re-validate.
 */
class Scanner {
  i = 0;
  constructor(private readonly text: string) {}

  private space(): void {
    while (/\s/.test(this.text[this.i] ?? '')) this.i++;
  }

  private string(): string {
    const start = this.i;
    this.i++;
    while (this.text[this.i] !== '"') this.i += this.text[this.i] === '\\' ? 2 : 1;
    this.i++;
    return JSON.parse(this.text.slice(start, this.i)) as string;
  }

  /** Skips one value; for an object, calls `onKey` with each key and lets `onMember` read its value instead. */
  value(onMember?: (key: string) => boolean): void {
    this.space();
    const ch = this.text[this.i];
    if (ch === '"') return void this.string();
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      this.i++;
      this.space();
      while (this.text[this.i] !== close) {
        if (ch === '{') {
          const key = this.string();
          this.space();
          this.i++; // ':'
          if (!onMember?.(key)) this.value();
        } else this.value();
        this.space();
        if (this.text[this.i] === ',') this.i++;
        this.space();
      }
      this.i++;
      return;
    }
    // number, true, false, null
    while (this.i < this.text.length && !/[\s,}\]]/.test(this.text[this.i])) this.i++;
  }

  /** The keys of the object value at the cursor, in text order (the cursor moves past it). */
  keys(): string[] {
    const keys: string[] = [];
    this.value((key) => {
      if (!keys.includes(key)) keys.push(key);
      return false;
    });
    return keys;
  }
}

/** Keys, in text order, of the top-level member named one of `names` when it is an object; else null. */
export function memberKeyOrder(text: string, names: readonly string[]): string[] | null {
  const scanner = new Scanner(text);
  const found: { keys: string[] | null } = { keys: null };
  scanner.value((key) => {
    if (!names.includes(key)) return false;
    found.keys = scanner.keys();
    return true;
  });
  return found.keys;
}
