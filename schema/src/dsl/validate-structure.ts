import type { ErrorObject } from 'ajv';
import { type DslDocument, type DslKind } from './kinds';
import { describeSchema, messages, suggestKey, type LocalizedMessage } from './messages';
import { validatorFor } from './validators';

/** One structural problem: where it is (JSON Pointer into the document) and what to do about it. */
export interface StructureIssue {
  /** JSON Pointer of the offending value, e.g. `/sections/0/filter_config_model_list/2/filter_type`; '' is the root. */
  pointer: string;
  message: LocalizedMessage;
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function issueFor(e: ErrorObject): StructureIssue {
  const at = e.instancePath;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const props =
        isRecord(e.parentSchema) && isRecord(e.parentSchema.properties) ? Object.keys(e.parentSchema.properties) : [];
      return { pointer: `${at}/${escapeToken(key)}`, message: messages.unknownKey(key, suggestKey(key, props)) };
    }
    case 'required': {
      const key = String(params.missingProperty);
      return { pointer: `${at}/${escapeToken(key)}`, message: messages.required(key) };
    }
    case 'type':
      return { pointer: at, message: messages.wrongType(at, describeSchema(e.parentSchema), e.data) };
    case 'enum':
      return { pointer: at, message: messages.notOneOf(at, params.allowedValues as unknown[], e.data) };
    case 'const':
      return { pointer: at, message: messages.notConst(at, params.allowedValue, e.data) };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: at, message: messages.limit(at, String(params.comparison), Number(params.limit), e.data) };
    case 'minLength':
      return Number(params.limit) === 1
        ? { pointer: at, message: messages.empty(at) }
        : { pointer: at, message: messages.length(at, 'min', Number(params.limit)) };
    case 'maxLength':
      return { pointer: at, message: messages.length(at, 'max', Number(params.limit)) };
    case 'minItems':
      return { pointer: at, message: messages.items(at, 'min', Number(params.limit)) };
    case 'maxItems':
      return { pointer: at, message: messages.items(at, 'max', Number(params.limit)) };
    case 'uniqueItems':
      return { pointer: at, message: messages.duplicate(at, Number(params.i), Number(params.j)) };
    case 'pattern':
      return { pointer: at, message: messages.pattern(at, String(params.pattern), e.data) };
    default:
      return { pointer: at, message: messages.invalid(at, e.message ?? e.keyword) };
  }
}

function within(pointer: string, parent: string): boolean {
  return pointer === parent || pointer.startsWith(`${parent}/`);
}

type Ranked = { rank: number; issue: StructureIssue };

/**
 * A union (anyOf) that fails reports every branch's complaint; a person wants one. When the value has the type of
 * some branch, that branch's own errors are the useful ones (e.g. a section object with a bad key); otherwise, or
 * when the branch only disliked the value itself, one "must be X or Y" message replaces them all.
 */
function resolveUnion(union: ErrorObject, inner: ErrorObject[], rank: number): Ranked[] {
  const prefix = `${union.schemaPath}/`;
  const branches = new Map<string, ErrorObject[]>();
  for (const e of inner) {
    const branch = e.schemaPath.slice(prefix.length).split('/')[0];
    branches.set(branch, [...(branches.get(branch) ?? []), e]);
  }
  const typed = [...branches.values()]
    .filter((errs) => !errs.some((e) => e.keyword === 'type' && e.instancePath === union.instancePath))
    .sort((a, b) => a.length - b.length);
  const best = typed[0];
  const onlyDislikesValue = best?.every(
    (e) => e.instancePath === union.instancePath && (e.keyword === 'enum' || e.keyword === 'const'),
  );
  if (best && !onlyDislikesValue) return collect(best, rank);
  const at = union.instancePath;
  return [
    { rank, issue: { pointer: at, message: messages.wrongType(at, describeSchema(union.parentSchema), union.data) } },
  ];
}

function collect(errors: ErrorObject[], baseRank = 0): Ranked[] {
  const out: Ranked[] = [];
  const consumed = new Set<ErrorObject>();
  const unions = errors.filter((e) => e.keyword === 'anyOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (consumed.has(union)) continue;
    consumed.add(union);
    const inner = errors.filter(
      (e) =>
        e !== union && e.schemaPath.startsWith(`${union.schemaPath}/`) && within(e.instancePath, union.instancePath),
    );
    for (const e of inner) consumed.add(e);
    out.push(...resolveUnion(union, inner, baseRank + errors.indexOf(union)));
  }
  // A flag given true fails both `type: integer` and `enum: [0, 1]`; "must be one of 0, 1 (got true)" says it all.
  const schemaOf = (e: ErrorObject) => `${e.instancePath}|${e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/'))}`;
  const valueChecked = new Set(errors.filter((e) => e.keyword === 'enum' || e.keyword === 'const').map(schemaOf));
  errors.forEach((e, i) => {
    if (consumed.has(e) || (e.keyword === 'type' && valueChecked.has(schemaOf(e)))) return;
    out.push({ rank: baseRank + i, issue: issueFor(e) });
  });
  return out;
}

/**
 * Checks a document against the published schema of its kind. Returns [] when it conforms. Never mutates the
 * document and never fills defaults.
 */
export function validateStructure(kind: DslKind, doc: unknown): StructureIssue[] {
  const fn = validatorFor(kind);
  if (fn(doc)) return [];
  const seen = new Set<string>();
  return collect(fn.errors ?? [])
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.issue)
    .filter((issue) => {
      const id = `${issue.pointer}\u0000${issue.message.en}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** Type guard for callers that only need yes or no. */
export function conformsTo<K extends DslKind>(kind: K, doc: unknown): doc is DslDocument<K> {
  return validatorFor(kind)(doc);
}
