import { Marked } from 'marked';
import DOMPurify from 'dompurify';

/** One heading of a rendered document, for its table of contents. */
export interface MarkdownHeading {
  /** The element id given to the heading (`md-h-<n>`), to scroll to. */
  id: string;
  text: string;
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
}

// An instance of its own: options set here never leak into another user of the global `marked`.
const parser = new Marked({ gfm: true, breaks: false });

/**
 * Markdown to html that is safe to insert: marked renders, DOMPurify removes what could run (script and style
 * elements, event attributes such as onerror, javascript: urls). Markdown may hold raw html, and whoever wrote the
 * text is not the one reading it.
 */
export function markdownToSafeHtml(text: string): string {
  return DOMPurify.sanitize(parser.parse(text, { async: false }));
}

const HEADINGS = 'h1, h2, h3, h4';

/**
 * A document rendered and sanitised, with its headings (h1–h4) numbered `md-h-0`, `md-h-1`… for a table of contents.
 * The ids are given after sanitising, so none a writer typed survives to clash with them.
 */
export function renderMarkdown(text: string): RenderedMarkdown {
  const fragment = DOMPurify.sanitize(parser.parse(text, { async: false }), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_ATTR: ['id', 'name'],
  });
  const headings: MarkdownHeading[] = [];
  fragment.querySelectorAll(HEADINGS).forEach((element, index) => {
    const id = `md-h-${index}`;
    element.id = id;
    headings.push({ id, text: (element.textContent ?? '').trim(), level: Number(element.tagName.slice(1)) });
  });
  const container = document.createElement('div');
  container.appendChild(fragment);
  return { html: container.innerHTML, headings };
}
