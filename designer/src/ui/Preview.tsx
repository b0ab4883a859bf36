import { useMemo } from 'react';
import { ReportRenderer, type CallOptions, type ReportClient } from '@tessera/renderer';
import type { ReportData } from '@tessera/schema/api';
import type { Page, ReportQuery, Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { useDesigner } from '../edit/hooks';

/** The data of a section config as edited, not as saved (the data service's preview of an unsaved config). */
export type SectionDataCall = (section: Section, query: ReportQuery, options?: CallOptions) => Promise<ReportData>;

interface PreviewProps {
  client: ReportClient;
  lang: Lang;
  sectionData?: SectionDataCall;
}

/**
 * The renderer's client for the page as edited: a section the server already has (a numeric id) is queried with
 * its config as edited, so unsaved changes show; a new one (a key) goes as it is and shows once saved.
 */
export function editedClient(client: ReportClient, doc: Page, sectionData?: SectionDataCall): ReportClient {
  if (!sectionData) return client;
  const saved = (id: number | string) => {
    const section = doc.sections.find((s) => String(s.id) === String(id));
    return section && typeof section.id === 'number' ? section : undefined;
  };
  return {
    ...client,
    data: (query, options) => {
      const section = saved(query.diagram_id);
      return section ? sectionData(section, query, options) : client.data(query, options);
    },
    // Filters as edited too: options of a filter added in the designer come from the server before any save.
    selectOptions: (request, options) => {
      const section = saved(request.diagram_id);
      return client.selectOptions(section ? { ...request, section } : request, options);
    },
    linkedSelect: (request, options) => {
      const section = saved(request.diagram_id);
      return client.linkedSelect(section ? { ...request, section } : request, options);
    },
  };
}

/** The page as edited, drawn by the real renderer on real data (drafts: preview mode). */
export default function Preview({ client, lang, sectionData }: PreviewProps) {
  const doc = useDesigner((s) => s.doc);
  const live = useMemo(() => editedClient(client, doc, sectionData), [client, sectionData, doc]);
  return (
    <div className="ts-designer-preview" data-testid="designer-preview">
      <ReportRenderer page={doc} client={live} preview lang={lang} />
    </div>
  );
}
