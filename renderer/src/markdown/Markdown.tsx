import { useMemo } from 'react';
import { marked } from 'marked';
import DOMPurify from 'dompurify';

/**
 * Markdown as sanitised html: the texts come from data or from other users, so scripts, event handlers and the like
 * are dropped. Its own entry (`@tessera/renderer/markdown`) lets the web app show markdown without the renderer.
 */
export default function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(text, { async: false })), [text]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
