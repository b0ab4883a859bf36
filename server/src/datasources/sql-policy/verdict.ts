/** Why a statement is refused; `name` is the function or clause to show the admin. */
export type SqlRefusal =
  | { reason: 'empty' | 'multiple_statements' | 'not_read_only' | 'not_select' | 'unparsable' }
  | { reason: 'unterminated' | 'executable_comment' }
  | { reason: 'forbidden_function' | 'forbidden_clause'; name: string };

/** What a statement may be: the console also runs SHOW / DESCRIBE / EXPLAIN; a dataset is one SELECT. */
export type SqlPurpose = 'console' | 'dataset';

/** Thrown by the tree walkers at the first thing they refuse. */
export class Refused extends Error {
  constructor(readonly refusal: SqlRefusal) {
    super(refusal.reason);
    this.name = 'Refused';
  }
}

export const refuse = (refusal: SqlRefusal): never => {
  throw new Refused(refusal);
};
