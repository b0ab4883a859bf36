import { ReportRenderer, type ReportClient } from '@tessera/renderer';
import type { Lang } from '@tessera/schema/rules';
import { useDesigner } from '../edit/hooks';

/** The page as edited, drawn by the real renderer on real data (drafts: preview mode). */
export default function Preview({ client, lang }: { client: ReportClient; lang: Lang }) {
  const doc = useDesigner((s) => s.doc);
  return (
    <div className="ts-designer-preview" data-testid="designer-preview">
      <ReportRenderer page={doc} client={client} preview lang={lang} />
    </div>
  );
}
