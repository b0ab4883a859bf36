import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import { attachJsonSync, type JsonStatus, type JsonSync } from './controller';
import { pageSchemaUri, type CodeEditorHost } from './host';
import { documentText } from './sync';
import { takeBrokenText } from './textIssues';
import './json.css';

interface Props {
  /** The host's code editor (monaco, loaded when this view first opens). */
  editor: CodeEditorHost;
  lang: Lang;
  height?: number | string;
}

let views = 0;

/** The page as JSON beside (or instead of) the canvas, in lock-step with it. */
export default function JsonView({ editor: Editor, lang, height = '70vh' }: Props) {
  const t = useText();
  const store = useDesignerStore();
  // A text left broken when the view last closed comes back as it was, with its markers.
  const [restored] = useState(() => takeBrokenText(store));
  const [initial] = useState(() => restored ?? documentText(store.getState().doc));
  // One model per open view: a reopened view starts from the document, not from a kept model's old text.
  const [path] = useState(() => `tessera://designer/${(views += 1)}/page.json`);
  const [status, setStatus] = useState<JsonStatus>({ kind: 'synced' });
  const sync = useRef<JsonSync | null>(null);
  const [mounted, setMounted] = useState<Parameters<typeof attachJsonSync>[0] | null>(null);

  useEffect(() => {
    if (!mounted) return undefined;
    const attached = attachJsonSync({ ...mounted, lang, onStatus: setStatus, restored });
    sync.current = attached;
    return () => {
      attached.flush();
      attached.dispose();
      sync.current = null;
    };
  }, [mounted, lang, restored]);

  return (
    <div className="ts-designer-json" data-testid="designer-json">
      <div className="ts-designer-json-editor">
        <Editor
          value={initial}
          language="json"
          path={path}
          height={height}
          schemaUri={pageSchemaUri()}
          onChange={(text) => sync.current?.textChanged(text)}
          onMount={(editor, monaco) => setMounted({ store, editor, monaco, lang, onStatus: setStatus })}
        />
      </div>
      {status.kind === 'synced' ? (
        <div className="ts-designer-json-status" data-testid="json-status" data-status="synced">
          {t('json.synced')}
        </div>
      ) : (
        <div className="ts-designer-json-status" data-testid="json-status" data-status={status.kind}>
          <Alert
            type="error"
            showIcon
            message={
              status.kind === 'syntax'
                ? t('json.syntax', { error: status.message })
                : t('json.invalid', { count: status.count })
            }
          />
        </div>
      )}
    </div>
  );
}
