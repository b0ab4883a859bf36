import { useEffect } from 'react';
import { DiffEditor, Editor, linkJsonSchema } from './monacoSetup';
import type { CodeEditorProps, DiffViewProps } from './index';

const COMMON = {
  minimap: { enabled: false },
  automaticLayout: true,
  scrollBeyondLastLine: false,
  fontSize: 13,
  tabSize: 2,
} as const;

/**
 * The code editor (JSON, SQL) with our options; a JSON Schema link when given. The editor owns its text: `value` is
 * read when it mounts (remount it with a new key to replace the text). A controlled editor would replace the whole
 * text whenever a render lags behind fast typing, moving the cursor to the end mid-word.
 */
export function CodeEditorView({
  value,
  onChange,
  language,
  path,
  readOnly,
  height,
  schemaUri,
  placeholder,
  onMount,
}: CodeEditorProps) {
  useEffect(() => {
    if (schemaUri && path) linkJsonSchema({ uri: schemaUri, fileMatch: [path] });
  }, [schemaUri, path]);

  return (
    <Editor
      defaultValue={value}
      language={language}
      path={path}
      height={height}
      onChange={(next) => onChange?.(next ?? '')}
      onMount={onMount}
      options={{ ...COMMON, readOnly: !!readOnly, placeholder }}
    />
  );
}

/** Two texts side by side, the changes marked; read-only. */
export function DiffView({ original, modified, language, height }: DiffViewProps) {
  return (
    <DiffEditor
      original={original}
      modified={modified}
      language={language}
      height={height}
      options={{ ...COMMON, readOnly: true, originalEditable: false, renderSideBySide: true }}
    />
  );
}
