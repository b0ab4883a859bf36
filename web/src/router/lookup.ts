import { DELAYS } from '@tessera/schema/rules';
import { type AppLookup } from '@tessera/schema/api';

/** What the app does with a path that is not among the known routes, from the app lookup result. */
export type LookupDecision =
  /** The page exists and may be opened: switch to its app, then open the url. */
  | { kind: 'open'; appId: number; url: string }
  /** Go elsewhere at once (apply form, not-found page). */
  | { kind: 'redirect'; to: string }
  /** Show an info message, then go to /index after the delay. */
  | { kind: 'info'; messageKey: 'lookup.notApply' | 'lookup.notOnline'; to: string; delay: number };

export const NOT_FOUND_PATH = '/page-not-found';
export const APPLY_PATH = '/permission/apply';
export const HOME_PATH = '/index';

export function decideLookup(result: AppLookup, url: string): LookupDecision {
  switch (result.status) {
    case 'ok':
      return result.app_id ? { kind: 'open', appId: result.app_id, url } : { kind: 'redirect', to: NOT_FOUND_PATH };
    case 'apply': {
      const query = new URLSearchParams();
      if (result.app_id != null) query.set('appId', String(result.app_id));
      query.set('permissionUrl', result.permission_url ?? url.split(/[?#]/)[0] ?? url);
      if (result.permission_id != null) query.set('permissionId', String(result.permission_id));
      if (result.page_name) query.set('pageName', result.page_name);
      return { kind: 'redirect', to: `${APPLY_PATH}?${query.toString()}` };
    }
    case 'not-apply':
      return { kind: 'info', messageKey: 'lookup.notApply', to: HOME_PATH, delay: DELAYS.NOT_ONLINE_MESSAGE };
    case 'not-online':
      return { kind: 'info', messageKey: 'lookup.notOnline', to: HOME_PATH, delay: DELAYS.NOT_ONLINE_MESSAGE };
    default:
      return { kind: 'redirect', to: NOT_FOUND_PATH };
  }
}
