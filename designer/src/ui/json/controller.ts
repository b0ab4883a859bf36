import type { DocumentIssue, Page } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { DesignerStore } from '../../edit/store';
import { textIn } from '../../i18n';
import { pageIssues, sectionIndexOf } from '../problems/issues';
import type { CodeEditorInstance, MonacoApi } from './host';
import { locate, nodeAt, pointerAt, type JsonNode } from './locate';
import { onRevealInJson } from './reveal';
import { keepBrokenText, textIssuesOf } from './textIssues';
import { applyJson, documentText, readJson } from './sync';

/** What the JSON view tells the user under the editor. */
export type JsonStatus = { kind: 'synced' } | { kind: 'syntax'; message: string } | { kind: 'invalid'; count: number };

export interface JsonSyncOptions {
  store: DesignerStore;
  editor: CodeEditorInstance;
  monaco: MonacoApi;
  lang: Lang;
  onStatus: (status: JsonStatus) => void;
  /** Typing settles this long before the text is read as a page (the issue asks ≤ 150 ms to the canvas). */
  delay?: number;
  /** The broken text the view was closed on (takeBrokenText): the editor holds it, and it is read, not replaced. */
  restored?: string | null;
}

export interface JsonSync {
  /** The editor's text changed (the host's onChange). */
  textChanged: (text: string) => void;
  /** Reads a pending edit now. */
  flush: () => void;
  dispose: () => void;
}

const MARKER_OWNER = 'tessera-page';
/**
 * Keystrokes closer than this are read together. People type a key every 100–200 ms, so a longer pause only delays
 * each one (it was 80 ms, over half the issue's 150 ms bound); a burst (a paste, auto-repeat) is still read once.
 */
export const JSON_APPLY_DELAY = 30;

/**
 * Keeps a monaco editor and the designer's document in lock-step. A valid page typed in becomes one undoable step
 * per focus; anything else only gets markers, and the document (the canvas) stays as it was. A change made
 * elsewhere (canvas, panel, undo) replaces the text at once. Selection follows the cursor, and the cursor reveals
 * the selection.
 */
export function attachJsonSync(options: JsonSyncOptions): JsonSync {
  const { store, editor, monaco, lang, onStatus } = options;
  const delay = options.delay ?? JSON_APPLY_DELAY;
  const model = editor.getModel();
  if (!model) throw new Error('the JSON view has no model');
  /** The document the text stands for: the last one shown or applied. */
  let shown: Page = store.getState().doc;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingText: string | null = null;
  /** Set while the view itself changes the text, so its own change is not read back as an edit. */
  let replacing = false;
  /** Set while a text read from the editor becomes the document, which then needs no new text. */
  let applying = false;
  let located: { text: string; root: JsonNode | null } = { text: '', root: null };
  /** The text cannot become the page (the last read failed): it is kept when the view closes. */
  let broken = false;
  const textIssues = textIssuesOf(store);
  const setTextIssues = (issues: readonly DocumentIssue[]) => {
    if (issues.length > 0 || textIssues.getState().issues.length > 0) textIssues.setState({ issues });
  };

  const tree = (): JsonNode | null => {
    const text = model.getValue();
    if (located.text !== text) located = { text, root: locate(text) };
    return located.root;
  };

  const rangeOf = (node: JsonNode) => {
    const start = model.getPositionAt(node.offset);
    const end = model.getPositionAt(node.end);
    return new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
  };

  const mark = (issues: readonly DocumentIssue[]) => {
    const root = tree();
    const markers = root
      ? issues.map((issue) => ({
          ...rangeOf(nodeAt(root, issue.pointer)),
          message: `${issue.message[lang]}${issue.pointer ? ` (${issue.pointer})` : ''}`,
          severity: issue.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
          source: issue.pointer,
        }))
      : [];
    monaco.editor.setModelMarkers(model, MARKER_OWNER, markers);
  };

  const read = (text: string) => {
    const reading = readJson(text);
    broken = reading.kind !== 'page';
    if (reading.kind === 'syntax') {
      // The editor's JSON service marks the syntax error itself; ours would point at nothing.
      monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
      const error = { error: reading.message };
      const message = { zh: textIn('zh', 'json.syntax', error), en: textIn('en', 'json.syntax', error) };
      setTextIssues([{ pointer: '', severity: 'error', message }]);
      onStatus({ kind: 'syntax', message: reading.message });
      return;
    }
    if (reading.kind === 'invalid') {
      mark(reading.issues);
      setTextIssues(reading.issues);
      onStatus({ kind: 'invalid', count: reading.issues.filter((i) => i.severity === 'error').length });
      return;
    }
    setTextIssues([]);
    applying = true;
    try {
      applyJson(store, reading.doc, reading.issues);
    } finally {
      applying = false;
    }
    shown = store.getState().doc;
    mark(reading.issues);
    onStatus({ kind: 'synced' });
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const text = pendingText;
    pendingText = null;
    if (text !== null) read(text);
  };

  const textChanged = (text: string) => {
    if (replacing) return;
    pendingText = text;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };

  /** The document changed elsewhere: the text shows it now (a pending edit of the old text is dropped). */
  const show = (doc: Page) => {
    if (timer) clearTimeout(timer);
    timer = null;
    pendingText = null;
    shown = doc;
    const text = documentText(doc);
    if (model.getValue() !== text) {
      const selection = editor.getSelection();
      replacing = true;
      try {
        editor.executeEdits('designer', [{ range: model.getFullModelRange(), text }]);
        editor.pushUndoStop();
      } finally {
        replacing = false;
      }
      if (selection) editor.setSelection(selection);
    }
    broken = false;
    mark(pageIssues(doc));
    setTextIssues([]);
    onStatus({ kind: 'synced' });
  };

  const reveal = (pointer: string, focus: boolean) => {
    const root = tree();
    if (!root) return;
    const range = rangeOf(nodeAt(root, pointer));
    editor.setSelection(range);
    editor.revealRangeInCenterIfOutsideViewport(range);
    if (focus) editor.focus();
  };

  const revealSelection = (selection: readonly string[]) => {
    const first = selection[0];
    if (first === undefined || shown !== store.getState().doc) return;
    const index = shown.sections.findIndex((s) => String(s.id) === first);
    if (index >= 0) reveal(`/sections/${index}`, false);
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.doc !== previous.doc && state.doc !== shown && !applying) show(state.doc);
    // The cursor picked this section: moving it to the section's start would fight the typing.
    if (state.selection !== previous.selection && !editor.hasTextFocus()) revealSelection(state.selection);
  });

  const cursor = editor.onDidChangeCursorPosition((event) => {
    if (replacing || !editor.hasTextFocus()) return;
    const root = tree();
    if (!root) return;
    const index = sectionIndexOf(pointerAt(root, model.getOffsetAt(event.position)));
    const section = index === null ? undefined : shown.sections[index];
    if (section && shown === store.getState().doc) store.getState().select(String(section.id));
  });

  const blur = editor.onDidBlurEditorText(() => {
    flush();
    store.getState().endTyping();
  });

  // The model may hold an older text (a model kept by path); the view opens on the document as it is, at the section
  // selected on the canvas, unless a problem's field waits to be shown, or on the broken text it was closed on.
  if (options.restored && model.getValue() === options.restored) {
    read(options.restored);
    const first = textIssues.getState().issues[0];
    if (first?.pointer) reveal(first.pointer, false);
  } else {
    show(store.getState().doc);
    revealSelection(store.getState().selection);
  }
  const stopReveal = onRevealInJson(store, (pointer) => reveal(pointer, true));

  return {
    textChanged,
    flush,
    dispose: () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
      cursor.dispose();
      blur.dispose();
      stopReveal();
      // A broken text outlives the view (the page never held it); a text that is the page goes with it.
      if (broken) keepBrokenText(store, model.getValue(), shown);
      else setTextIssues([]);
    },
  };
}
