import type { LocalizedMessage } from '../messages';

/** error: the document must not be saved, imported or published as it is; warning: it works, but not as meant. */
export type IssueSeverity = 'error' | 'warning';

/** One problem of a document, structural or semantic: where it is (JSON Pointer), what to do, how serious. */
export interface DocumentIssue {
  /** JSON Pointer of the offending value, e.g. `/sections/0/chart_config/config_type`; '' is the root. */
  pointer: string;
  message: LocalizedMessage;
  severity: IssueSeverity;
}

export function error(pointer: string, message: LocalizedMessage): DocumentIssue {
  return { pointer, message, severity: 'error' };
}

export function warning(pointer: string, message: LocalizedMessage): DocumentIssue {
  return { pointer, message, severity: 'warning' };
}
