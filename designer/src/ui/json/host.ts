import type { ComponentType } from 'react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { SCHEMA_BASE_PATH } from '@tessera/schema/dsl';

/**
 * The code editor the host lends the designer. Monaco is set up once, in the host (its lazy chunk, workers and
 * loader, served from our own bundle); the designer never imports it, only its types, and a view that never
 * opens never loads it.
 */
export interface CodeEditorHostProps {
  /** The text when the editor mounts; the editor owns it from then on. */
  value: string;
  onChange?: (value: string) => void;
  language: 'json';
  /** The model's uri. */
  path: string;
  height: number | string;
  /** The published JSON Schema the text follows: completion, hover help and the editor's own checks. */
  schemaUri?: string;
  onMount?: (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => void;
}

export type CodeEditorHost = ComponentType<CodeEditorHostProps>;
export type MonacoApi = typeof Monaco;
export type CodeEditorInstance = Monaco.editor.IStandaloneCodeEditor;

/** The page JSON Schema as the server publishes it (schema/json/page.json under /schemas/), next to the app. */
export function pageSchemaUri(): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  return new URL(`${SCHEMA_BASE_PATH.replace(/^\//, '')}page.json`, base).href;
}
