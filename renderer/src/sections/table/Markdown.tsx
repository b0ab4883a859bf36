import MarkdownView from '../../markdown/Markdown';

/** A markdown cell. The html is sanitised: cell texts come from data anyone may have written. */
export default function Markdown({ text }: { text: string }) {
  return <MarkdownView text={text} className="ts-cell-markdown" />;
}
