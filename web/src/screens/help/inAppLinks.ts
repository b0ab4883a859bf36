import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { basePath, stripBase } from '../../runtime';

/**
 * A click on a link to a page of the product (`/help/info/3`, a report page) inside rendered html goes through the
 * router, so it opens in the app instead of reloading it. Other sites, new-tab clicks and downloads are left alone.
 */
export function followInAppLinks(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith(`${basePath()}api/`)) return;
  event.preventDefault();
  void navigate(`${stripBase(url.pathname)}${url.search}${url.hash}`);
}
