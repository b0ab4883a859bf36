import type { DslKind } from '../src/dsl';
import type { Io } from './io';
import type { Lang } from './text';

/** What a command runs with, after the arguments were parsed. */
export interface CommandContext {
  files: string[];
  lang: Lang;
  kind: DslKind | undefined;
  check: boolean;
  io: Io;
}
