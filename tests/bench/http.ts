/** HTTP calls of the benchmark: keep-alive, so each timing is the request itself, not a TCP handshake. */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export interface JsonAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code: number; message: string; result_data: unknown };
  ms: number;
}

export function postJson(port: number, path: string, payload: unknown, token?: string): Promise<JsonAnswer> {
  return callJson('POST', port, path, payload, token);
}

export function getJson(port: number, path: string, token?: string): Promise<JsonAnswer> {
  return callJson('GET', port, path, undefined, token);
}

function callJson(
  method: 'GET' | 'POST',
  port: number,
  path: string,
  payload: unknown,
  token?: string,
): Promise<JsonAnswer> {
  const body = payload === undefined ? null : JSON.stringify(payload);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          ...(body === null ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as JsonAnswer['body'],
              ms,
            });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** Starts a POST and resolves with the response stream (for the export, read by the caller). */
export function postStream(port: number, path: string, payload: unknown, token: string): Promise<http.IncomingMessage> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Authorization: `Bearer ${token}`,
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function closeAgent(): void {
  agent.destroy();
}
