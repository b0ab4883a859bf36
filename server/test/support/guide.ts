/**
 * Reads the HTTP walk-through of a Markdown guide (docs/authoring-pages.md) so a test can replay it against the
 * server. The guide's own visible text is the script, so a reader and the test see the same requests:
 *
 *   `POST /api/backend/app/add` <!-- step app -->          the request line (method and path in backticks)
 *   ```json … ```                                          its body (POST/DELETE; GET has none)
 *   Response `200`:                                        the expected status
 *   ```json … ```                                          the answer as the guide shows it (csv for downloads)
 *
 * The HTML comment (invisible once rendered) names the step and lists the values it takes from earlier answers:
 * `<!-- step dataset; app_id = app.id; connection_id = connection.id -->` sets the body's `app_id` to the
 * `result_data.id` of step `app` (a query parameter for GET). Ids differ between installs, so the guide shows
 * the ones of its own run and the test substitutes the real ones.
 */

export type GuideMethod = 'GET' | 'POST' | 'DELETE';

export interface GuideBinding {
  /** Dotted path into the body (POST/DELETE) or a query parameter (GET). */
  target: string;
  /** Step whose answer provides the value. */
  step: string;
  /** Dotted path into that answer's result_data. */
  path: string;
}

export interface GuideResponse {
  status: number;
  /** Info string of the fence: json, csv, … */
  lang: string;
  text: string;
}

export interface GuideStep {
  /** From `<!-- step name -->`; else `line <n>`. */
  name: string;
  /** `<!-- step name; anonymous -->`: sent without the login token. */
  anonymous: boolean;
  method: GuideMethod;
  /** As written, e.g. `/api/customize/db-info/list?app_id=3`. */
  path: string;
  bindings: GuideBinding[];
  /** Parsed JSON body, when the request line is followed by a json fence. */
  body?: unknown;
  response?: GuideResponse;
  /** 1-based line of the request line, for messages. */
  line: number;
}

const REQUEST = /^`(GET|POST|DELETE) (\/api\/\S+)`\s*(?:<!--(.*)-->)?\s*$/;
const RESPONSE = /^Response `(\d{3})`/;
const FENCE = /^(`{3,})(\S*)\s*$/;

function parseComment(
  comment: string | undefined,
  line: number,
): { name: string; anonymous: boolean; bindings: GuideBinding[] } {
  let name = `line ${line}`;
  let anonymous = false;
  const bindings: GuideBinding[] = [];
  for (const part of (comment ?? '').split(';').map((p) => p.trim())) {
    if (!part) continue;
    const named = /^step\s+([\w-]+)$/.exec(part);
    const bound = /^([\w.]+)\s*=\s*([\w-]+)\.([\w.]+)$/.exec(part);
    if (named) name = named[1];
    else if (part === 'anonymous') anonymous = true;
    else if (bound) bindings.push({ target: bound[1], step: bound[2], path: bound[3] });
    else
      throw new Error(
        `guide line ${line}: cannot read "${part}" (expected "step name", "anonymous" or "target = step.path")`,
      );
  }
  return { name, anonymous, bindings };
}

/** The fenced block starting at `start` (its opening line): info string, text and the index after its closing line. */
function readFence(lines: string[], start: number): { lang: string; text: string; next: number } {
  const open = FENCE.exec(lines[start]);
  if (!open) throw new Error(`guide line ${start + 1}: expected a fenced block`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith(open[1]) && l.trim() === open[1]);
  if (end < 0) throw new Error(`guide line ${start + 1}: fenced block never closed`);
  return { lang: open[2], text: lines.slice(start + 1, end).join('\n'), next: end + 1 };
}

/** The first non-blank line at or after `from`, or -1. */
function nextContent(lines: string[], from: number): number {
  for (let i = from; i < lines.length; i++) if (lines[i].trim() !== '') return i;
  return -1;
}

/** Every request of the guide in order, with its body and expected response. */
export function parseGuide(markdown: string): GuideStep[] {
  const lines = markdown.split(/\r?\n/);
  const steps: GuideStep[] = [];
  let i = 0;
  while (i < lines.length) {
    const fence = FENCE.exec(lines[i]);
    if (fence) {
      // A code block of the prose (curl, shell): skip it whole so its lines are never read as steps.
      i = readFence(lines, i).next;
      continue;
    }
    const request = REQUEST.exec(lines[i]);
    const response = RESPONSE.exec(lines[i]);
    if (request) {
      const { name, anonymous, bindings } = parseComment(request[3], i + 1);
      if (steps.some((s) => s.name === name)) throw new Error(`guide line ${i + 1}: step "${name}" named twice`);
      const method = request[1] as GuideMethod;
      const step: GuideStep = { name, anonymous, method, path: request[2], bindings, line: i + 1 };
      steps.push(step);
      const body = nextContent(lines, i + 1);
      if (body >= 0 && FENCE.test(lines[body])) {
        const block = readFence(lines, body);
        if (block.lang !== 'json') throw new Error(`guide line ${body + 1}: a request body must be a json block`);
        step.body = JSON.parse(block.text) as unknown;
        i = block.next;
        continue;
      }
    } else if (response) {
      const step = steps.at(-1);
      if (!step || step.response) throw new Error(`guide line ${i + 1}: a response without its request`);
      const at = nextContent(lines, i + 1);
      if (at < 0 || !FENCE.test(lines[at])) throw new Error(`guide line ${i + 1}: a response needs a fenced block`);
      const block = readFence(lines, at);
      step.response = { status: Number(response[1]), lang: block.lang, text: block.text };
      i = block.next;
      continue;
    }
    i++;
  }
  return steps;
}

/** The value at a dotted path (`pages.0.section_ids.1`), or undefined. */
export function valueAt(root: unknown, dotted: string): unknown {
  let value = root;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Sets the value at a dotted path that must already exist (a binding names a value the guide shows). */
export function setAt(root: unknown, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  const parent = keys.length ? valueAt(root, keys.join('.')) : root;
  if (parent === null || typeof parent !== 'object' || !(last in parent)) {
    throw new Error(`no value at "${dotted}" to replace`);
  }
  (parent as Record<string, unknown>)[last] = value;
}

/** A key the guide puts in an answer's object to say it shows only some of the keys: `"...": "..."`. */
export const ELIDED = '...';

/**
 * Where `actual` differs in shape from `shown`: objects must have the same keys (only those shown when the object
 * has the key `"..."`), values the same JSON type
 * (null only matches null), arrays at least the items shown (each compared with the item at its index). Values
 * themselves are not compared. Returns the paths and what differs; empty when the shapes agree.
 */
export function shapeDifferences(shown: unknown, actual: unknown, at = ''): string[] {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (kind(shown) !== kind(actual))
    return [`${at || '/'}: the guide shows ${kind(shown)}, the server sent ${kind(actual)}`];
  if (Array.isArray(shown)) {
    const list = actual as unknown[];
    if (list.length < shown.length)
      return [`${at || '/'}: the guide shows ${shown.length} items, the server sent ${list.length}`];
    return shown.flatMap((item, i) => shapeDifferences(item, list[i], `${at}/${i}`));
  }
  if (shown !== null && typeof shown === 'object') {
    const a = actual as Record<string, unknown>;
    const s = shown as Record<string, unknown>;
    const elided = ELIDED in s;
    const shownKeys = Object.keys(s).filter((k) => k !== ELIDED);
    const missing = elided
      ? []
      : Object.keys(a)
          .filter((k) => !(k in s))
          .map((k) => `${at}/${k}: sent by the server, not in the guide`);
    const extra = shownKeys.filter((k) => !(k in a)).map((k) => `${at}/${k}: in the guide, not sent by the server`);
    const inner = shownKeys.filter((k) => k in a).flatMap((k) => shapeDifferences(s[k], a[k], `${at}/${k}`));
    return [...missing, ...extra, ...inner];
  }
  return [];
}
