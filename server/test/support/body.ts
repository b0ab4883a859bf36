/** The API envelope of a response; supertest types every body as any. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  result_data: T;
}

export function bodyOf<T = unknown>(res: { body: unknown }): Envelope<T> {
  return res.body as Envelope<T>;
}

/** jest's asymmetric matchers, typed as the value they stand for so they fit typed expectations. */
export const anyNumber = (): number => expect.any(Number) as number;
export const anyString = (): string => expect.any(String) as string;
export const textContaining = (text: string): string => expect.stringContaining(text) as string;
export const textMatching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;
export const anyArray = (): unknown[] => expect.any(Array) as unknown[];

/** One problem of a refused request, as the validators report it. */
export interface Problem {
  field?: string;
  rule?: string;
  pointer?: string;
  message?: string;
}

/** The problems a refused request reports in result_data.errors. */
export function problemsOf(res: { body: unknown }): Problem[] {
  return bodyOf<{ errors: Problem[] }>(res).result_data.errors;
}
