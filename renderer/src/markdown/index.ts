/** `@tessera/renderer/markdown`: markdown rendered and sanitised, without the rest of the renderer. */
export { markdownToSafeHtml, renderMarkdown, type MarkdownHeading, type RenderedMarkdown } from './render';
export { default as Markdown } from './Markdown';
