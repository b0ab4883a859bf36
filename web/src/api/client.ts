import { CODE_SUCCESS, snakeFieldNames, type ApiEnvelope } from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { basePath } from '../runtime';
import { currentLang, t } from '../i18n';
import { useAppStore } from '../store';
import { loggedOut } from '../session';

/**
 * The fetch wrapper every call goes through (spec section 7): base path prefix, Bearer token and cookies,
 * Accept-Language, a default 10 s timeout, GET params as query and JSON bodies for POST/PUT/DELETE,
 * snake_case field names (the top level only: nested keys are data, such as column keys), and the envelope check. A 401 starts the logged-out flow.
 */

export type ApiErrorKind = 'api' | 'http' | 'timeout' | 'network' | 'aborted' | 'response';

export class ApiError extends Error {
  /** Envelope code (HTTP status for transport errors; 0 for timeout/network/abort). */
  readonly code: number;
  /** HTTP status of the response, 0 when there was none. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** result_data of an error envelope (a 409's conflict, a 400's `{ errors }`), null when there was none. */
  readonly data: unknown;

  constructor(message: string, opts: { code: number; status: number; kind: ApiErrorKind; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = opts.code;
    this.status = opts.status;
    this.kind = opts.kind;
    this.data = opts.data ?? null;
  }

  get unauthorized(): boolean {
    return this.status === 401 || this.code === 401;
  }
}

export interface RequestOptions {
  /** Milliseconds before the call is aborted; 0 means no timeout. Default TIMEOUTS.DEFAULT. */
  timeout?: number;
  /** Convert the call's field names (top-level keys) to snake form (default true); nested keys are never touched. */
  snakeCase?: boolean;
  /** Envelope code that means success (default CODE_SUCCESS; the user-info call uses 0). */
  successCode?: number;
  /** Whether a 401 starts the logged-out flow (default true; the login call itself opts out). */
  authRedirect?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a report sent just before a reload or a link to another site). */
  keepalive?: boolean;
}

export type Params = Record<string, unknown>;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

function isMethod(method: string): method is Method {
  return (METHODS as readonly string[]).includes(method);
}

export function apiUrl(path: string): string {
  return `${basePath()}api${path.startsWith('/') ? path : `/${path}`}`;
}

/** Query string of GET params: null/undefined dropped, arrays repeated, objects as JSON. */
export function toQuery(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return !!value && typeof value === 'object' && typeof (value as ApiEnvelope).code === 'number';
}

/** Url and fetch init of a call: base path, token, language, GET params or a JSON body. */
function prepare(method: string, path: string, payload: unknown, options: RequestOptions) {
  const verb = method.toUpperCase();
  if (!isMethod(verb)) throw new TypeError(`Unsupported request method: ${method}`);

  const snake = options.snakeCase !== false;
  const body = payload === undefined ? undefined : snake ? snakeFieldNames(payload) : payload;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang() };
  const token = useAppStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = apiUrl(path);
  let requestBody: string | undefined;
  if (verb === 'GET') {
    url += toQuery(body as Params | undefined);
  } else {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body ?? {});
  }
  return { url, init: { method: verb, headers, body: requestBody } };
}

export async function request<T>(
  method: string,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { url, init } = prepare(method, path, payload, options);
  const sent = await send(url, init, options);
  return settle<T>(sent.status, await sent.read((res) => res.text()), options).result_data;
}

/** A call whose success message is shown as the server words it (spec section 8: a share's success). */
export async function requestWithMessage<T>(
  method: string,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<{ data: T; message: string }> {
  const { url, init } = prepare(method, path, payload, options);
  const sent = await send(url, init, options);
  const envelope = settle<T>(sent.status, await sent.read((res) => res.text()), options);
  return { data: envelope.result_data, message: envelope.message };
}

export interface Download {
  blob: Blob;
  filename: string;
  headers: Headers;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first), else the fallback. */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/**
 * A download (spec section 7: POST; the template export is a GET): the file as a blob; an envelope answer instead
 * of a file is its error.
 */
export async function download(
  path: string,
  data: unknown,
  options: RequestOptions & { filename?: string; method?: 'GET' | 'POST' } = {},
): Promise<Download> {
  const { url, init } = prepare(options.method ?? 'POST', path, data, options);
  const sent = await send(url, init, options);
  // A JSON answer is an error envelope, unless it is the file itself (a template bundle is JSON, as an attachment).
  const isJson = (sent.headers.get('Content-Type') ?? '').includes('application/json');
  const isAttachment = /^\s*attachment/i.test(sent.headers.get('Content-Disposition') ?? '');
  if (sent.status < 200 || sent.status >= 300 || (isJson && !isAttachment)) {
    return settle<never>(sent.status, await sent.read((res) => res.text()), options).result_data;
  }
  const blob = await sent.read((res) => res.blob());
  return {
    blob,
    filename: dispositionFilename(sent.headers.get('Content-Disposition'), options.filename ?? 'export.csv'),
    headers: sent.headers,
  };
}

/**
 * A call answered with NDJSON: `onLine` gets each line's envelope as it arrives — its result, or the ApiError it
 * stands for (a line's 401 starts the logged-out flow as a call's would). An answer that is not NDJSON is the call's
 * error. Where the body cannot be read as a stream (test doubles), the lines come when it has arrived whole.
 */
export async function lines(
  path: string,
  data: unknown,
  onLine: (line: { index: number; result: unknown } | { index: number; error: ApiError }) => void,
  options: RequestOptions = {},
): Promise<void> {
  const { url, init } = prepare('POST', path, data, options);
  init.headers.Accept = 'application/x-ndjson';
  const sent = await send(url, init, options);
  const isLines = (sent.headers.get('Content-Type') ?? '').includes('application/x-ndjson');
  if (sent.status !== 200 || !isLines) {
    settle<never>(sent.status, await sent.read((res) => res.text()), options);
    throw new ApiError(t('errors.badResponse'), { code: sent.status, status: sent.status, kind: 'response' });
  }
  const take = (text: string) => {
    if (!text.trim()) return;
    const index = (JSON.parse(text) as { index?: unknown }).index;
    if (typeof index !== 'number') return;
    try {
      onLine({ index, result: settle<unknown>(200, text, options).result_data });
    } catch (err) {
      onLine({ index, error: err as ApiError });
    }
  };
  await sent.read(async (res) => {
    const reader = res.body?.getReader();
    if (!reader) {
      (await res.text()).split('\n').forEach(take);
      return;
    }
    const decoder = new TextDecoder();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      rest += decoder.decode(value, { stream: !done });
      const complete = rest.split('\n');
      rest = complete.pop() ?? '';
      complete.forEach(take);
      if (done) break;
    }
    take(rest);
  });
}

interface Sent {
  status: number;
  headers: Headers;
  /** Reads the body under the same timeout and signal, then releases them. */
  read<B>(reader: (res: Response) => Promise<B>): Promise<B>;
}

/** fetch with the call's timeout and the caller's signal; a timeout, an abort and a network failure become ApiErrors. */
async function send(
  url: string,
  init: { method: Method; headers: Record<string, string>; body?: string },
  options: RequestOptions,
): Promise<Sent> {
  const controller = new AbortController();
  const timeout = options.timeout ?? TIMEOUTS.DEFAULT;
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : null;
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer) {
    if (outer.aborted) controller.abort();
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }
  const release = () => {
    if (timer) clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  };
  const fail = (err: unknown): never => {
    if (timedOut) throw new ApiError(t('errors.timeout'), { code: 0, status: 0, kind: 'timeout' });
    if (controller.signal.aborted)
      throw new ApiError((err as Error)?.message || 'aborted', { code: 0, status: 0, kind: 'aborted' });
    throw new ApiError(t('errors.network'), { code: 0, status: 0, kind: 'network' });
  };
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      credentials: 'include',
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    release();
    return fail(err);
  }
  return {
    status: res.status,
    headers: res.headers,
    read: async (reader) => {
      try {
        return await reader(res);
      } catch (err) {
        return fail(err);
      } finally {
        release();
      }
    },
  };
}

/** The envelope of a JSON answer on success, else an ApiError (a 401 also starts the logged-out flow). */
function settle<T>(status: number, text: string, options: RequestOptions): ApiEnvelope<T> {
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  const envelope = isEnvelope(parsed) ? parsed : null;

  if (status === 401 || envelope?.code === 401) {
    if (options.authRedirect !== false) loggedOut();
    throw new ApiError(envelope?.message || t('errors.http', { status: 401 }), {
      code: envelope?.code ?? 401,
      status,
      kind: 'api',
    });
  }
  if (envelope) {
    if (envelope.code === (options.successCode ?? CODE_SUCCESS)) return envelope as ApiEnvelope<T>;
    throw new ApiError(envelope.message || t('errors.http', { status }), {
      code: envelope.code,
      status,
      kind: 'api',
      data: envelope.result_data,
    });
  }
  if (status < 200 || status >= 300)
    throw new ApiError(t('errors.http', { status }), { code: status, status, kind: 'http' });
  throw new ApiError(t('errors.badResponse'), { code: status, status, kind: 'response' });
}

export const api = {
  get: <T>(path: string, params?: Params, options?: RequestOptions) => request<T>('GET', path, params, options),
  post: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('POST', path, data, options),
  put: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('PUT', path, data, options),
  delete: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('DELETE', path, data, options),
};
