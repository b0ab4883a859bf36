import type * as Monaco from 'monaco-editor/editor/editor.api';

/** A table a statement reads, and the alias it is read under (`FROM orders o`). */
export interface TableRef {
  table: string;
  alias: string | null;
}

/** Words that may follow a table name without being its alias. */
const NOT_ALIASES = new Set(
  [
    'where',
    'join',
    'inner',
    'left',
    'right',
    'full',
    'cross',
    'outer',
    'on',
    'using',
    'group',
    'order',
    'having',
    'limit',
    'offset',
    'union',
    'except',
    'intersect',
    'window',
    'natural',
    'as',
    'set',
    'for',
    'fetch',
  ].map((w) => w.toUpperCase()),
);

const NAME = String.raw`(?:\x60[^\x60]+\x60|"[^"]+"|[\p{L}_][\p{L}\p{N}_$]*)`;
const TABLE_REF = new RegExp(
  String.raw`\b(?:from|join)\s+(${NAME}(?:\s*\.\s*${NAME})?)(?:\s+(?:as\s+)?(${NAME}))?`,
  'giu',
);

const unquote = (name: string) => name.replace(/^[\x60"]|[\x60"]$/g, '');

/** The tables named after FROM and JOIN, with their aliases; a `db.table` keeps only the table. */
export function referencedTables(sql: string): TableRef[] {
  const found = new Map<string, TableRef>();
  for (const match of sql.matchAll(TABLE_REF)) {
    const parts = match[1].split('.').map((p) => unquote(p.trim()));
    const table = parts[parts.length - 1];
    const aliasWord = match[2] ? unquote(match[2]) : null;
    const alias = aliasWord && !NOT_ALIASES.has(aliasWord.toUpperCase()) ? aliasWord : null;
    const key = `${table}\u0000${alias ?? ''}`;
    if (!found.has(key)) found.set(key, { table, alias });
  }
  return [...found.values()];
}

/** The name before a dot right behind the cursor (`o.` or `orders.`), or null. */
export function qualifierBefore(lineBeforeCursor: string): string | null {
  const match = new RegExp(String.raw`(${NAME})\.\s*[\p{L}\p{N}_$]*$`, 'u').exec(lineBeforeCursor);
  return match ? unquote(match[1]) : null;
}

export interface CompletionSource {
  /** Tables whose name contains `search`; `complete` false when the answer was cut at its limit. */
  tables(search: string): Promise<{ names: string[]; complete: boolean }>;
  /** Column names of a table (empty when it does not exist). */
  columns(table: string): Promise<{ name: string; type: string }[]>;
}

/**
 * Completion of the connection's table and column names in the console's editor (only its model): after `x.` the
 * columns of the table or alias x; elsewhere the tables matching the word typed so far (searched on the server, so a
 * database of thousands of tables completes as fast as a small one) and the columns of the tables the statement reads.
 */
export function sqlCompletionProvider(
  monaco: typeof Monaco,
  modelUri: string,
  source: CompletionSource,
): Monaco.languages.CompletionItemProvider {
  const { CompletionItemKind } = monaco.languages;
  return {
    triggerCharacters: ['.'],
    async provideCompletionItems(model, position) {
      if (model.uri.toString() !== modelUri) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const line = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      const refs = referencedTables(model.getValue());
      const columnItems = async (tables: string[]) => {
        const lists = await Promise.all(tables.map((table) => source.columns(table)));
        const seen = new Set<string>();
        return lists.flatMap((columns, i) =>
          columns
            .filter((c) => !seen.has(c.name) && seen.add(c.name))
            .map((c) => ({
              label: { label: c.name, description: c.type, detail: ` ${tables[i]}` },
              kind: CompletionItemKind.Field,
              insertText: c.name,
              range,
            })),
        );
      };

      const qualifier = qualifierBefore(line);
      if (qualifier) {
        const target = refs.find((r) => r.alias === qualifier || r.table === qualifier)?.table ?? qualifier;
        return { suggestions: await columnItems([target]) };
      }
      const [tables, columns] = await Promise.all([
        source.tables(word.word),
        columnItems([...new Set(refs.map((r) => r.table))]),
      ]);
      const tableItems = tables.names.map((name) => ({
        label: name,
        kind: CompletionItemKind.Struct,
        insertText: name,
        range,
      }));
      // An answer cut at its limit is asked again as the word grows.
      return { suggestions: [...columns, ...tableItems], incomplete: !tables.complete };
    },
  };
}
