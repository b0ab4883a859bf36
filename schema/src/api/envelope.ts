/** Every response body of the data service. `code` 1 is success (the current-user call uses 0). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  result_data: T;
}

export const CODE_SUCCESS = 1;
/** The spec's one exception: the current-user call reports success with code 0. */
export const CODE_USER_INFO_SUCCESS = 0;

/** One problem with a request: which field, and a message key with its parameters. */
export interface FieldError {
  /** Dotted path of the offending field, e.g. `username` or `entries.0.url`. */
  field: string;
  /** i18n key under `validation.` (required, type, min_length, …). */
  rule: string;
  params?: Record<string, string | number>;
}

export interface Paged<T> {
  list: T[];
  page: number;
  page_size: number;
  total_size: number;
}
