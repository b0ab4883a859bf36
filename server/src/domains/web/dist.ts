import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeployVariant } from '@tessera/schema/api';

/** The web build in WEB_DIST: its index.html and build.json, re-read at most every `cacheMs`. */
export class WebDist {
  private cache = new Map<string, { at: number; value: string | null }>();

  constructor(
    readonly dir: string,
    private readonly cacheMs: number,
  ) {}

  private read(name: string): string | null {
    const hit = this.cache.get(name);
    const now = Date.now();
    if (hit && now - hit.at < this.cacheMs) return hit.value;
    let value: string | null;
    try {
      value = readFileSync(path.join(this.dir, name), 'utf8');
    } catch {
      value = null;
    }
    this.cache.set(name, { at: now, value });
    return value;
  }

  /** `build` of WEB_DIST/build.json ({"build": "..."}), or 'dev' when there is none. */
  build(): string {
    const text = this.read('build.json');
    if (!text) return 'dev';
    try {
      const build: unknown = (JSON.parse(text) as { build?: unknown }).build;
      return typeof build === 'string' && build ? build : typeof build === 'number' ? String(build) : 'dev';
    } catch {
      return 'dev';
    }
  }

  index(): string | null {
    return this.read('index.html');
  }
}

/** JSON safe inside a double-quoted HTML attribute. */
export function attributeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** What the web app learns from its page before any call (web/src/runtime.ts reads it). */
export interface WebRuntime {
  basePath: string;
  build: string;
  variant: DeployVariant;
}

/**
 * Puts `<base href>` and the runtime facts (`<meta name="tessera-runtime">`, read by web/src/runtime.ts) right after
 * `<head>` (basePath is validated: url-safe characters only). A meta element, not an inline script: the CSP allows
 * no inline script.
 */
export function injectHead(html: string, runtime: WebRuntime): string {
  const tags = `<base href="${runtime.basePath}"><meta name="tessera-runtime" content="${attributeJson(runtime)}">`;
  const head = /<head(\s[^>]*)?>/i;
  return head.test(html) ? html.replace(head, (m) => `${m}${tags}`) : `${tags}${html}`;
}
