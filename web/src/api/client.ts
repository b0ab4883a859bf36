import { CODE_SUCCESS, TIMEOUTS, toSnakeKeys, type ApiEnvelope } from '@tessera/schema';
import { basePath } from '../runtime';
import { currentLang, t } from '../i18n';
import { useAppStore } from '../store';
import { loggedOut } from '../session';

/**
 * The fetch wrapper every call goes through (spec section 7): base path prefix, Bearer token and cookies,
 * Accept-Language, a default 10 s timeout, GET params as query and JSON bodies for POST/PUT/DELETE,
 * snake_case keys, and the envelope check. A 401 starts the logged-out flow.
 */

export type ApiErrorKind = 'api' | 'http' | 'timeout' | 'network' | 'aborted' | 'response';

export class ApiError extends Error {
  /** Envelope code (HTTP status for transport errors; 0 for timeout/network/abort). */
  readonly code: number;
  /** HTTP status of the response, 0 when there was none. */
  readonly status: number;
  readonly kind: ApiErrorKind;

  constructor(message: string, opts: { code: number; status: number; kind: ApiErrorKind }) {
    super(message);
    this.name = 'ApiError';
    this.code = opts.code;
    this.status = opts.status;
    this.kind = opts.kind;
  }

  get unauthorized(): boolean {
    return this.status === 401 || this.code === 401;
  }
}

export interface RequestOptions {
  /** Milliseconds before the call is aborted; 0 means no timeout. Default TIMEOUTS.DEFAULT. */
  timeout?: number;
  /** Convert outgoing keys to snake form (default true). */
  snakeCase?: boolean;
  /** Envelope code that means success (default CODE_SUCCESS; the user-info call uses 0). */
  successCode?: number;
  /** Whether a 401 starts the logged-out flow (default true; the login call itself opts out). */
  authRedirect?: boolean;
  signal?: AbortSignal;
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

export async function request<T>(method: string, path: string, payload?: unknown, options: RequestOptions = {}): Promise<T> {
  const verb = method.toUpperCase();
  if (!isMethod(verb)) throw new TypeError(`Unsupported request method: ${method}`);

  const snake = options.snakeCase !== false;
  const body = payload === undefined ? undefined : snake ? toSnakeKeys(payload) : payload;
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

  const controller = new AbortController();
  const timeout = options.timeout ?? TIMEOUTS.DEFAULT;
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => { timedOut = true; controller.abort(); }, timeout) : null;
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer) {
    if (outer.aborted) controller.abort();
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }

  let status = 0;
  let text: string;
  try {
    const res = await fetch(url, { method: verb, headers, body: requestBody, credentials: 'include', signal: controller.signal });
    status = res.status;
    text = await res.text();
  } catch (err) {
    if (timedOut) throw new ApiError(t('errors.timeout'), { code: 0, status: 0, kind: 'timeout' });
    if (controller.signal.aborted) throw new ApiError((err as Error)?.message || 'aborted', { code: 0, status: 0, kind: 'aborted' });
    throw new ApiError(t('errors.network'), { code: 0, status: 0, kind: 'network' });
  } finally {
    if (timer) clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }

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
    throw new ApiError(envelope?.message || t('errors.http', { status: 401 }), { code: envelope?.code ?? 401, status, kind: 'api' });
  }
  if (envelope) {
    if (envelope.code === (options.successCode ?? CODE_SUCCESS)) return envelope.result_data as T;
    throw new ApiError(envelope.message || t('errors.http', { status }), { code: envelope.code, status, kind: 'api' });
  }
  if (status < 200 || status >= 300) throw new ApiError(t('errors.http', { status }), { code: status, status, kind: 'http' });
  throw new ApiError(t('errors.badResponse'), { code: status, status, kind: 'response' });
}

export const api = {
  get: <T>(path: string, params?: Params, options?: RequestOptions) => request<T>('GET', path, params, options),
  post: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('POST', path, data, options),
  put: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('PUT', path, data, options),
  delete: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('DELETE', path, data, options),
};
