import { useMemo } from 'react';
import { markdownToSafeHtml } from './render';

/** Markdown shown as sanitised html: the texts come from data or from other users. */
export default function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(text), [text]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
