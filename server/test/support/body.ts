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
