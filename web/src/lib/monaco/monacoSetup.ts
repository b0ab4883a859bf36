/**
 * The one monaco set-up (DESIGN: "Monaco is set up once: one lazy loader with its workers, shared by the JSON view,
 * the SQL console and the version diff"). Only ever imported lazily through `loadMonaco()` (./index.tsx), so its
 * chunk, whose name says monaco, is never part of a staff member's report page.
 *
 * A narrow entry: the editor API with the features an editor of JSON and SQL uses, the JSON language service and the
 * SQL tokenizers. `monaco-editor` itself would pull in every language and worker (the TypeScript worker alone is
 * 6.9 MB).
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import 'monaco-editor/languages/definitions/sql/register';
import 'monaco-editor/languages/definitions/mysql/register';
import 'monaco-editor/languages/definitions/pgsql/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/codeEditor/register';
import 'monaco-editor/features/diffEditor/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/placeholderText/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/suggest/register';
// features/suggest/register brings only the inline-completion bridge; the suggest widget itself (completion of schema
// keys in JSON, of table and column names in SQL) is this controller.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/tokenization/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import { DiffEditor, Editor, loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

// Once getWorker exists monaco asks it for every label: JSON gets its language worker, everything else (diff
// computation, links, word ranges) the editor worker, or the editor breaks.
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

// From our own bundle, never a CDN.
loader.config({ monaco });

export interface JsonSchemaLink {
  /** Where the schema is served (its $id); the JSON service fetches it itself. */
  uri: string;
  /** Model uris the schema applies to. */
  fileMatch: string[];
}

const schemaLinks = new Map<string, JsonSchemaLink>();

/** Lets every model matching `fileMatch` complete and validate against the JSON Schema served at `uri`. */
export function linkJsonSchema(link: JsonSchemaLink): void {
  schemaLinks.set(link.uri, link);
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    enableSchemaRequest: true,
    allowComments: false,
    schemas: [...schemaLinks.values()],
  });
}

export { DiffEditor, Editor, monaco };
