/**
 * A stand-in for `fetch` that implements the HTTP semantics the API client relies on (method, url with
 * query, headers, JSON body, status, abort signal), answering from route handlers — no module mocks.
 */

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  credentials?: RequestCredentials;
  keepalive?: boolean;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Milliseconds before the response arrives (lets tests exercise timeouts). */
  delay?: number;
  headers?: Record<string, string>;
}

/** Response headers as fetch exposes them: case-insensitive `get`. */
function headersOf(raw: Record<string, string> = {}) {
  const lower = new Map(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower.get(name.toLowerCase()) ?? null };
}

export type Handler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function envelope(result_data: unknown, code = 1, message = 'ok') {
  return { code, message, result_data };
}

export function createFakeServer(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];

  type FakeFetchResponse = {
    status: number;
    ok: boolean;
    headers: ReturnType<typeof headersOf>;
    text: () => Promise<string>;
    blob: () => Promise<Blob>;
  };
  const fakeFetch = (input: string, init: RequestInit = {}): Promise<FakeFetchResponse> => {
    const url = new URL(input, 'http://app.test');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const req: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      keepalive: init.keepalive,
    };
    requests.push(req);
    const handler = routes[`${req.method} ${url.pathname}`];
    return new Promise((resolve, reject) => {
      const signal = init.signal;
      const abortError = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
      if (signal?.aborted) return reject(abortError());
      let timer: ReturnType<typeof setTimeout> | undefined;
      signal?.addEventListener('abort', () => {
        if (timer) clearTimeout(timer);
        reject(abortError());
      });
      Promise.resolve(handler ? handler(req) : { status: 404, body: envelope(null, 404, 'not found') }).then((res) => {
        const respond = () => {
          const status = res.status ?? 200;
          const text = res.body === undefined ? '' : typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
          resolve({
            status,
            ok: status >= 200 && status < 300,
            headers: headersOf(res.headers),
            text: () => Promise.resolve(text),
            blob: () => Promise.resolve(new Blob([text])),
          });
        };
        if (res.delay) timer = setTimeout(respond, res.delay);
        else respond();
      }, reject);
    });
  };

  return {
    requests,
    install() {
      (globalThis as { fetch?: unknown }).fetch = fakeFetch;
    },
  };
}
