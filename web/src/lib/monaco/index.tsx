import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { loadChunk } from '../chunk';

/**
 * The lazy face of monaco: light to import anywhere, it downloads the editor (./monacoSetup, through ./monacoViews)
 * the first time an editor is shown. Every screen that edits JSON or SQL, or shows a diff, uses these components.
 */

export type CodeLanguage = 'json' | 'sql' | 'mysql' | 'pgsql';

export interface CodeEditorProps {
  /** The text when the editor mounts; the editor owns it from then on (give it a new key to replace it). */
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** The model's uri: one model per path, so two editors never share an undo stack by accident. */
  path?: string;
  readOnly?: boolean;
  height: number | string;
  /** A JSON Schema url for completion and validation (JSON only). */
  schemaUri?: string;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** The editor once it exists, with the monaco API (actions, key bindings, completion providers). */
  onMount?: (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => void;
}

export interface DiffViewProps {
  original: string;
  modified: string;
  language: CodeLanguage;
  height: number | string;
}

type Views = typeof import('./monacoViews');
let loading: Promise<Views> | null = null;

/** The editor chunk, loaded once (a failed load may be retried). */
export function loadMonaco(): Promise<Views> {
  loading ??= loadChunk(() => import('./monacoViews')).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const LazyCodeEditor = lazy(async () => ({ default: (await loadMonaco()).CodeEditorView }));
const LazyDiffView = lazy(async () => ({ default: (await loadMonaco()).DiffView }));

function Loading({ height }: { height: number | string }) {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin />
    </div>
  );
}

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Loading height={props.height} />}>
      <LazyCodeEditor {...props} />
    </Suspense>
  );
}

export function DiffView(props: DiffViewProps) {
  return (
    <Suspense fallback={<Loading height={props.height} />}>
      <LazyDiffView {...props} />
    </Suspense>
  );
}
