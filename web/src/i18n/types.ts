import type zh from './zh';

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language file must have: the keys of zh.ts, string values. */
export type Messages = Widen<typeof zh>;
