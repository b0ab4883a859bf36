import type { TObject } from '@sinclair/typebox';
import { SCHEMA_BASE_PATH } from '@tessera/schema/dsl';
import { type Lang } from '@tessera/schema/rules';
import type { DeclaredRoute } from '../../core/routes';
import { t } from '../../i18n';
import { plainSchema } from './openapi';

type Json = Record<string, unknown>;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function typeOf(schema: Json): string {
  if (schema.type !== undefined) {
    const type = Array.isArray(schema.type)
      ? schema.type.map(String).join(' | ')
      : JSON.stringify(schema.type).replace(/"/g, '');
    const items = schema.items as Json | undefined;
    return type === 'array' && items?.type ? `${typeOf(items)}[]` : type;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  return 'any';
}

/** The constraints of a field in words a reader scans: lengths, ranges, patterns, choices, default. */
function rulesOf(lang: Lang, schema: Json): string {
  const rules: string[] = [];
  const words: [string, string][] = [
    ['minLength', 'minLength'],
    ['maxLength', 'maxLength'],
    ['minimum', '≥'],
    ['maximum', '≤'],
    ['minItems', 'minItems'],
    ['maxItems', 'maxItems'],
    ['pattern', 'pattern'],
  ];
  for (const [key, label] of words) {
    const value = schema[key];
    if (typeof value === 'string' || typeof value === 'number') rules.push(`${label} ${value}`);
  }
  if (Array.isArray(schema.enum)) rules.push(`∈ {${schema.enum.map((v) => JSON.stringify(v)).join(', ')}}`);
  if (Array.isArray(schema.anyOf)) for (const option of schema.anyOf as Json[]) rules.push(rulesOf(lang, option));
  if (schema.default !== undefined) rules.push(t(lang, 'docs.default', { value: JSON.stringify(schema.default) }));
  return rules.filter(Boolean).join('; ');
}

function fieldTable(lang: Lang, heading: string, contract: TObject): string {
  const json = plainSchema(contract);
  const required = new Set((json.required as string[] | undefined) ?? []);
  const rows = Object.entries((json.properties as Record<string, Json> | undefined) ?? {})
    .map(
      ([name, schema]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(schema))}</td>` +
        `<td>${required.has(name) ? t(lang, 'docs.yes') : ''}</td><td>${escapeHtml(rulesOf(lang, schema))}</td></tr>`,
    )
    .join('');
  const head = ['docs.field', 'docs.type', 'docs.required', 'docs.rules'] as const;
  return (
    `<h3>${escapeHtml(heading)} <small>${escapeHtml(String(contract.$id))}</small></h3>` +
    `<table><thead><tr>${head.map((k) => `<th>${t(lang, k)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
  );
}

function routeSection(lang: Lang, route: DeclaredRoute, options: { apiPrefix: string; basePath: string }): string {
  const notes: string[] = [];
  if (route.public) notes.push(t(lang, 'docs.public'));
  if (route.answers) notes.push(t(lang, 'docs.answers', { type: route.answers }));
  const parts = [
    `<h2><span class="method">${route.method}</span> <code>${escapeHtml(options.apiPrefix + route.path)}</code></h2>`,
    notes.length ? `<p>${escapeHtml(notes.join(' · '))}</p>` : '',
  ];
  if (route.query) parts.push(fieldTable(lang, t(lang, 'docs.query'), route.query));
  if (route.body) parts.push(fieldTable(lang, t(lang, 'docs.body'), route.body));
  if (route.document) {
    const href = `${options.basePath}${SCHEMA_BASE_PATH.slice(1)}${route.document}.json`;
    parts.push(
      `<p>${escapeHtml(t(lang, 'docs.document', { kind: route.document }))} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`,
    );
  }
  if (!route.query && !route.body && !route.document) parts.push(`<p>${t(lang, 'docs.no_input')}</p>`);
  return `<section>${parts.join('')}</section>`;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#1f2329}' +
  'section{border-top:1px solid #e5e6eb;padding:.5rem 0}h2{font-size:1.05rem}h3{font-size:.95rem}' +
  'table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border:1px solid #e5e6eb;padding:.25rem .5rem;text-align:left}' +
  '.method{display:inline-block;min-width:4.5rem;font-family:monospace;color:#3370ff}';

/** The readable reference page: every declared route with its method, path and input fields. */
export function referencePage(
  lang: Lang,
  routes: readonly DeclaredRoute[],
  options: { apiPrefix: string; basePath: string },
): string {
  const openapi = `${options.apiPrefix}/openapi.json`;
  return [
    '<!doctype html>',
    `<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(t(lang, 'docs.title'))}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(t(lang, 'docs.title'))}</h1>`,
    `<p>${escapeHtml(t(lang, 'docs.intro'))} <a href="${escapeHtml(openapi)}">${escapeHtml(openapi)}</a></p>`,
    ...routes.map((route) => routeSection(lang, route, options)),
    '</body></html>',
  ].join('\n');
}
