import { createHmac } from 'node:crypto';
import type { Store } from '../../store';

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>` under the monitor's secret. */
export const SIGNATURE_HEADER = 'X-Tessera-Signature';

export interface WebhookSettings {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try; doubled before each further one. */
  backoffMs: number;
  /** Time limit of one try. */
  timeoutMs: number;
}

/** At most 3 × 5 s of tries and 3 s of waiting: a receiver that hangs delays a run now by 18 s, not minutes. */
export const DEFAULT_WEBHOOK: WebhookSettings = { attempts: 3, backoffMs: 1000, timeoutMs: 5000 };

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts the JSON body, signed when the monitor has a secret, until a 2xx answer or the tries run out, waiting
 * longer before each retry. Every try is written to the run's history. Returns whether it was delivered.
 */
export async function deliverWebhook(
  store: Store,
  runId: number,
  target: { url: string; secret: string | null },
  payload: unknown,
  settings: WebhookSettings,
): Promise<boolean> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'Tessera-Monitor' };
  if (target.secret) headers[SIGNATURE_HEADER] = signature(target.secret, body);
  for (let attempt = 1; attempt <= settings.attempts; attempt += 1) {
    if (attempt > 1) await sleep(settings.backoffMs * 2 ** (attempt - 2));
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = res.status;
      await res.body?.cancel();
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (err) {
      error = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    await store.models.MonitorWebhookAttempt.create({
      run_id: runId,
      attempt,
      status_code: status,
      error,
      duration_ms: Date.now() - started,
    });
    if (error === null) return true;
  }
  return false;
}
