import { expect, type APIResponse, type Page, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_PASSWORD = 'e2e-admin-password';
const SHOTS = join(__dirname, '../../test-results/screenshots');

export async function login(page: Page, username = 'admin', password = ADMIN_PASSWORD) {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input').first().fill(username);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/** Saves a full-page screenshot as a test artifact (test-results/screenshots). */
export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** A response's JSON as the API contract describes it (Playwright types every body as any). */
export async function jsonOf<T>(response: APIResponse): Promise<T> {
  return (await response.json()) as T;
}

/** The JSON body a request sent, as the API contract describes it. */
export function sentJson<T>(request: Request): T {
  return request.postDataJSON() as T;
}
