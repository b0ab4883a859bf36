import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { stripBase } from '../../runtime';

/** A help document's address in a text: `/help/info/3`, or the same with the base path or this site's origin. */
const HELP_LINK = /(?:https?:\/\/[^\s/]+)?(?:\/[\w.-]+)*?\/help\/info\/\d+/g;

/** The in-app path of a help link found in a text, or null when it points at another site. */
export function helpPath(found: string): string | null {
  const url = new URL(found, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  const path = stripBase(url.pathname);
  return /^\/help\/info\/\d+$/.test(path) ? path : null;
}

/** A page's tips as text, with links to help documents (`/help/info/:id`) opening the help page inside the app. */
export default function TipsText({ text }: { text: string }) {
  const parts: (string | { path: string; label: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(HELP_LINK)) {
    const path = helpPath(match[0]);
    if (!path) continue;
    parts.push(text.slice(last, match.index), { path, label: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <Link key={i} to={part.path} data-testid="tips-help-link">
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}
