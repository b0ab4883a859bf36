import type { CodeEditorInstance, MonacoApi } from '../../../src/ui/json/host';

/**
 * A stand-in for monaco in jsdom (which cannot run it): a text model with monaco's position arithmetic, the editor
 * calls the JSON view uses, and the markers it was given. The Chromium spec drives the real editor.
 */
export interface Position {
  lineNumber: number;
  column: number;
}

export class FakeRange {
  constructor(
    readonly startLineNumber: number,
    readonly startColumn: number,
    readonly endLineNumber: number,
    readonly endColumn: number,
  ) {}
}

export interface FakeMarker {
  message: string;
  severity: number;
  startLineNumber: number;
  source?: string;
}

/** `initial`: the text the host's editor mounts with (its value prop). */
export function fakeMonaco(initial = '') {
  let text = initial;
  let focused = false;
  let selection: FakeRange | null = null;
  const cursorListeners: ((e: { position: Position }) => void)[] = [];
  const blurListeners: (() => void)[] = [];
  const markers: FakeMarker[] = [];
  /** What the host's onChange receives (monaco calls it for every change of the model, its own included). */
  let onChange: (text: string) => void = () => undefined;

  const positionAt = (offset: number): Position => {
    const before = text.slice(0, offset).split('\n');
    return { lineNumber: before.length, column: before[before.length - 1].length + 1 };
  };
  const offsetAt = ({ lineNumber, column }: Position) =>
    text
      .split('\n')
      .slice(0, lineNumber - 1)
      .reduce((sum, line) => sum + line.length + 1, 0) +
    column -
    1;

  const model = {
    getValue: () => text,
    getPositionAt: positionAt,
    getOffsetAt: offsetAt,
    getFullModelRange: () => {
      const end = positionAt(text.length);
      return new FakeRange(1, 1, end.lineNumber, end.column);
    },
  };

  const editor = {
    getModel: () => model,
    executeEdits: (_source: string, edits: { text: string }[]) => {
      text = edits[0].text;
      onChange(text);
      return true;
    },
    pushUndoStop: () => true,
    getSelection: () => selection,
    setSelection: (range: FakeRange) => {
      selection = range;
    },
    revealRangeInCenterIfOutsideViewport: () => undefined,
    hasTextFocus: () => focused,
    focus: () => {
      focused = true;
    },
    onDidChangeCursorPosition: (listener: (e: { position: Position }) => void) => {
      cursorListeners.push(listener);
      return { dispose: () => cursorListeners.splice(cursorListeners.indexOf(listener), 1) };
    },
    onDidBlurEditorText: (listener: () => void) => {
      blurListeners.push(listener);
      return { dispose: () => blurListeners.splice(blurListeners.indexOf(listener), 1) };
    },
  };

  const monaco = {
    Range: FakeRange,
    MarkerSeverity: { Error: 8, Warning: 4 },
    editor: {
      setModelMarkers: (_model: unknown, _owner: string, given: FakeMarker[]) => {
        markers.splice(0, markers.length, ...given);
      },
    },
  };

  return {
    editor: editor as unknown as CodeEditorInstance,
    monaco: monaco as unknown as MonacoApi,
    markers,
    text: () => text,
    selection: () => selection,
    listen: (listener: (text: string) => void) => {
      onChange = listener;
    },
    /** The user types: the whole text becomes `next` (monaco reports it through onChange). */
    type: (next: string) => {
      focused = true;
      text = next;
      onChange(text);
    },
    /** The user puts the cursor at an offset. */
    click: (offset: number) => {
      focused = true;
      cursorListeners.forEach((l) => l({ position: positionAt(offset) }));
    },
    blur: () => {
      focused = false;
      blurListeners.forEach((l) => l());
    },
  };
}
