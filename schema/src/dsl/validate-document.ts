import type { DslKind } from './kinds';
import { heightAt, heightMessage } from './semantic/height';
import { comparePointers, valueAt } from './semantic/pointer';
import type { DocumentIssue } from './semantic/types';
import { validateSemantics } from './semantic/validate-semantics';
import { validateStructure, type StructureIssue } from './validate-structure';

export interface DocumentValidation {
  /** No issue of severity error (warnings do not make a document invalid). */
  valid: boolean;
  /** Every issue, sorted by pointer (document order: /sections/2 before /sections/10). */
  issues: DocumentIssue[];
}

/** Structural issues are errors; a height gets the spec's wording instead of the generic type/pattern message. */
function fromStructure(kind: DslKind, doc: unknown, issue: StructureIssue): DocumentIssue {
  const height = heightAt(kind, issue.pointer);
  const message = height ? heightMessage(height, valueAt(doc, issue.pointer)) : issue.message;
  return { pointer: issue.pointer, message, severity: 'error' };
}

/**
 * Both layers of validation: structural (the JSON Schema of the kind) and then, only when the document conforms,
 * semantic (spec section 5: chart-type data rules, drag zones, unique keys, operators, references). Semantic
 * rules read a typed document, so they never run on one that does not conform. Never mutates the document.
 */
export function validateDocument(kind: DslKind, doc: unknown): DocumentValidation {
  const { valid, issues } = checkDocument(kind, doc);
  return { valid, issues };
}

/**
 * validateDocument, also saying whether the document has the kind's shape (no structural issue: it may be read as
 * typed, whatever its semantic issues), for a caller that needs both answers from one validation (the designer's
 * JSON view, on every edit).
 */
export function checkDocument(kind: DslKind, doc: unknown): DocumentValidation & { conforms: boolean } {
  const structural = validateStructure(kind, doc).map((issue) => fromStructure(kind, doc, issue));
  const issues = structural.length > 0 ? structural : validateSemantics(kind, doc);
  const sorted = [...issues].sort((a, b) => comparePointers(a.pointer, b.pointer));
  return { valid: !sorted.some((i) => i.severity === 'error'), conforms: structural.length === 0, issues: sorted };
}
