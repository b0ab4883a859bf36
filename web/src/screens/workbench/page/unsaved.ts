/**
 * Unsaved work of a page edit screen, kept in local storage so that a reload, a crash or a closed tab never loses it
 * (issue 11, "Unsaved work is never lost"). One entry per page: the edited text, the draft revision the edit started
 * from (so a save of restored work still meets a 409 when someone saved since) and when it was last changed.
 */

export interface UnsavedWork {
  /** The edited document as text: it may be invalid JSON mid-edit, and must come back exactly as typed. */
  text: string;
  /** The draft revision the edit is based on. */
  baseRevision: number;
  /** When it was last changed (ISO time), named in the prompt that offers it back. */
  savedAt: string;
}

/** The storage the work is kept in: window.localStorage in the app, any Storage in tests. */
export type WorkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'tessera.unsaved.page.';

export const unsavedKey = (pageId: number) => `${PREFIX}${pageId}`;

function browserStorage(): WorkStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isUnsavedWork(value: unknown): value is UnsavedWork {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<UnsavedWork>;
  return (
    typeof v.text === 'string' &&
    typeof v.baseRevision === 'number' &&
    Number.isInteger(v.baseRevision) &&
    v.baseRevision >= 0 &&
    typeof v.savedAt === 'string' &&
    !Number.isNaN(Date.parse(v.savedAt))
  );
}

/** The page's kept work; null when there is none or what is stored is not ours (then it is dropped). */
export function readUnsaved(pageId: number, storage: WorkStorage | null = browserStorage()): UnsavedWork | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(unsavedKey(pageId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isUnsavedWork(parsed)) return parsed;
  } catch {
    // fall through: a damaged entry is dropped below
  }
  clearUnsaved(pageId, storage);
  return null;
}

/** Keeps the work; false when the browser refused (private mode, quota), so the screen can say so. */
export function writeUnsaved(
  pageId: number,
  work: Omit<UnsavedWork, 'savedAt'>,
  now: Date = new Date(),
  storage: WorkStorage | null = browserStorage(),
): boolean {
  if (!storage) return false;
  const entry: UnsavedWork = { ...work, savedAt: now.toISOString() };
  try {
    storage.setItem(unsavedKey(pageId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function clearUnsaved(pageId: number, storage: WorkStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(unsavedKey(pageId));
  } catch {
    /* nothing kept, nothing to clear */
  }
}

/**
 * The kept work worth offering back when the page opens with `currentText` as its saved draft: none when nothing is
 * kept or it is the same text (then the entry is stale and dropped).
 */
export function workToOffer(
  pageId: number,
  currentText: string,
  storage: WorkStorage | null = browserStorage(),
): UnsavedWork | null {
  const work = readUnsaved(pageId, storage);
  if (!work) return null;
  if (work.text === currentText) {
    clearUnsaved(pageId, storage);
    return null;
  }
  return work;
}
