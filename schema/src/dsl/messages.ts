import { toSnakeKey } from '../api/case';
import { HEIGHT_PATTERN, KEY_PATTERN, MAX_DATE_PATTERN, URL_PATH_PATTERN } from './common';
import { tokensOf } from './semantic/pointer';

/** A message in both product languages (spec: Chinese by default, English available). */
export interface LocalizedMessage {
  zh: string;
  en: string;
}

/** Patterns explained in words: a person fixes "must be a key such as sales_daily" faster than a regex. */
const PATTERN_HINTS: Record<string, LocalizedMessage> = {
  [KEY_PATTERN]: {
    en: 'a key that starts with a letter and has only letters, digits, _ and -',
    zh: '以字母开头、只含字母数字 _ - 的键',
  },
  [HEIGHT_PATTERN]: { en: 'a numeric string or "auto"', zh: '数字字符串或 "auto"' },
  [MAX_DATE_PATTERN]: { en: '"today" or a date YYYY-MM-DD', zh: '"today" 或 YYYY-MM-DD 格式的日期' },
  [URL_PATH_PATTERN]: { en: 'a path starting with /', zh: '以 / 开头的路径' },
};

const TYPE_NAMES: Record<string, LocalizedMessage> = {
  string: { en: 'a string', zh: '字符串' },
  number: { en: 'a number', zh: '数字' },
  integer: { en: 'an integer', zh: '整数' },
  boolean: { en: 'true or false', zh: '布尔值 true 或 false' },
  null: { en: 'null', zh: 'null' },
  object: { en: 'an object', zh: '对象' },
  array: { en: 'an array', zh: '数组' },
};

export function json(value: unknown): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

function join(parts: LocalizedMessage[]): LocalizedMessage {
  const uniq = (xs: string[]) => [...new Set(xs)];
  const en = uniq(parts.map((p) => p.en));
  const zh = uniq(parts.map((p) => p.zh));
  return {
    en: en.length <= 1 ? (en[0] ?? '') : `${en.slice(0, -1).join(', ')} or ${en[en.length - 1]}`,
    zh: zh.length <= 1 ? (zh[0] ?? '') : `${zh.slice(0, -1).join('、')}或${zh[zh.length - 1]}`,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a schema accepts, in words (used when a value matches none of a union's forms). */
export function describeSchema(schema: unknown): LocalizedMessage {
  if (!isRecord(schema)) return { en: 'a valid value', zh: '合法的值' };
  if (Array.isArray(schema.anyOf)) return join(schema.anyOf.map(describeSchema));
  if (Array.isArray(schema.enum)) {
    const list = schema.enum.map(json).join(', ');
    return { en: `one of ${list}`, zh: `${list} 之一` };
  }
  if ('const' in schema) return { en: json(schema.const), zh: json(schema.const) };
  if (typeof schema.pattern === 'string' && PATTERN_HINTS[schema.pattern]) return PATTERN_HINTS[schema.pattern];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return join(types.map((t) => TYPE_NAMES[String(t)] ?? { en: String(t), zh: String(t) }));
}

export function typeOfValue(value: unknown): LocalizedMessage {
  if (value === null) return TYPE_NAMES.null;
  if (typeof value === 'boolean') return { en: `a boolean (${value})`, zh: `布尔值 ${value}` };
  if (Array.isArray(value)) return TYPE_NAMES.array;
  if (typeof value === 'number') return Number.isInteger(value) ? TYPE_NAMES.integer : TYPE_NAMES.number;
  return TYPE_NAMES[typeof value] ?? { en: typeof value, zh: typeof value };
}

/** The name a person sees for a pointer: its last key, with the index for array items (sections[0]). */
export function labelOf(pointer: string): string {
  const tokens = tokensOf(pointer);
  if (tokens.length === 0) return '';
  const last = tokens[tokens.length - 1];
  if (/^\d+$/.test(last) && tokens.length > 1) return `${tokens[tokens.length - 2]}[${last}]`;
  return last;
}

function subject(pointer: string): LocalizedMessage {
  const label = labelOf(pointer);
  return label ? { en: `"${label}"`, zh: `"${label}"` } : { en: 'the document', zh: '文档' };
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

/**
 * The allowed key a misspelt one most likely meant: its snake_case form (isMulti → is_multi), the same letters
 * without separators, or a key one or two edits away.
 */
export function suggestKey(key: string, allowed: readonly string[]): string | undefined {
  const snake = toSnakeKey(key);
  if (snake !== key && allowed.includes(snake)) return snake;
  const flat = (s: string) => s.replace(/[_-]/g, '').toLowerCase();
  const sameLetters = allowed.find((k) => flat(k) === flat(key));
  if (sameLetters) return sameLetters;
  const limit = snake.length >= 5 ? 2 : 1;
  let best: { key: string; distance: number } | undefined;
  for (const candidate of allowed) {
    const distance = levenshtein(snake, candidate);
    if (distance <= limit && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

export const messages = {
  unknownKey(key: string, suggestion: string | undefined): LocalizedMessage {
    return suggestion
      ? {
          en: `unknown key "${key}" (did you mean "${suggestion}"?)`,
          zh: `未知字段 "${key}"（是否应为 "${suggestion}"？）`,
        }
      : { en: `unknown key "${key}": remove it or check its spelling`, zh: `未知字段 "${key}"：请删除或检查拼写` };
  },
  required(key: string): LocalizedMessage {
    return { en: `missing required property "${key}"`, zh: `缺少必填字段 "${key}"` };
  },
  wrongType(pointer: string, expected: LocalizedMessage, value: unknown): LocalizedMessage {
    const s = subject(pointer);
    const got = typeOfValue(value);
    return {
      en: `wrong type: ${s.en} must be ${expected.en}, got ${got.en}`,
      zh: `类型错误：${s.zh} 应为${expected.zh}，实际为${got.zh}`,
    };
  },
  notOneOf(pointer: string, allowed: readonly unknown[], value: unknown): LocalizedMessage {
    const s = subject(pointer);
    const list = allowed.map(json).join(', ');
    return {
      en: `${s.en} must be one of ${list} (got ${json(value)})`,
      zh: `${s.zh} 必须是 ${list} 之一（实际为 ${json(value)}）`,
    };
  },
  notConst(pointer: string, expected: unknown, value: unknown): LocalizedMessage {
    const s = subject(pointer);
    return {
      en: `${s.en} must be ${json(expected)} (got ${json(value)})`,
      zh: `${s.zh} 必须为 ${json(expected)}（实际为 ${json(value)}）`,
    };
  },
  limit(pointer: string, comparison: string, limit: number, value: unknown): LocalizedMessage {
    const s = subject(pointer);
    const sign = { '>=': '≥', '<=': '≤', '>': '>', '<': '<' }[comparison] ?? comparison;
    return {
      en: `${s.en} must be ${sign} ${limit} (got ${json(value)})`,
      zh: `${s.zh} 必须 ${sign} ${limit}（实际为 ${json(value)}）`,
    };
  },
  empty(pointer: string): LocalizedMessage {
    const s = subject(pointer);
    return { en: `${s.en} must not be empty`, zh: `${s.zh} 不能为空` };
  },
  length(pointer: string, bound: 'min' | 'max', limit: number): LocalizedMessage {
    const s = subject(pointer);
    return bound === 'min'
      ? { en: `${s.en} must have at least ${limit} characters`, zh: `${s.zh} 至少 ${limit} 个字符` }
      : { en: `${s.en} must have at most ${limit} characters`, zh: `${s.zh} 最多 ${limit} 个字符` };
  },
  items(pointer: string, bound: 'min' | 'max', limit: number): LocalizedMessage {
    const s = subject(pointer);
    return bound === 'min'
      ? { en: `${s.en} must have at least ${limit} item(s)`, zh: `${s.zh} 至少需要 ${limit} 项` }
      : { en: `${s.en} must have at most ${limit} item(s)`, zh: `${s.zh} 最多 ${limit} 项` };
  },
  duplicate(pointer: string, i: number, j: number): LocalizedMessage {
    const s = subject(pointer);
    return {
      en: `${s.en} must not repeat items (items ${j} and ${i} are equal)`,
      zh: `${s.zh} 不能有重复项（第 ${j} 项与第 ${i} 项相同）`,
    };
  },
  pattern(pointer: string, pattern: string, value: unknown): LocalizedMessage {
    const s = subject(pointer);
    const hint = PATTERN_HINTS[pattern];
    return hint
      ? { en: `${s.en} must be ${hint.en} (got ${json(value)})`, zh: `${s.zh} 应为${hint.zh}（实际为 ${json(value)}）` }
      : {
          en: `${s.en} must match ${pattern} (got ${json(value)})`,
          zh: `${s.zh} 必须符合 ${pattern}（实际为 ${json(value)}）`,
        };
  },
  invalid(pointer: string, detail: string): LocalizedMessage {
    const s = subject(pointer);
    return { en: `${s.en} is invalid: ${detail}`, zh: `${s.zh} 不合法：${detail}` };
  },
};
