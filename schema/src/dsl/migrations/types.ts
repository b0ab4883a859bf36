import type { LocalizedMessage } from '../messages';

/** Kinds that carry a `version` and are kept as files: page documents and template bundles. */
export const VERSIONED_KINDS = ['page', 'template'] as const;
export type VersionedKind = (typeof VERSIONED_KINDS)[number];

export type JsonObject = { [key: string]: unknown };

/** One upgrade of a document by one version. Steps are pure: they get a private copy and return the new shape. */
export interface MigrationStep {
  from: number;
  to: number;
  /** Short name reported in `applied`, e.g. `1→2`. */
  name: string;
  /** What the step changes, for people reading `tessera migrate` output and the docs. */
  description: string;
  up(kind: VersionedKind, doc: JsonObject): JsonObject;
}

export interface MigrationResult {
  /** The document at the current version (a copy; the input is never changed). */
  doc: JsonObject;
  from: number;
  to: number;
  /** Names of the steps applied, in order; empty when the document was already current. */
  applied: string[];
}

/** A document that cannot be migrated (not an object, a version that is not a version, or one from the future). */
export class DslMigrationError extends Error {
  readonly localized: LocalizedMessage;
  readonly pointer: string;

  constructor(pointer: string, message: LocalizedMessage) {
    super(message.en);
    this.name = 'DslMigrationError';
    this.pointer = pointer;
    this.localized = message;
  }
}
