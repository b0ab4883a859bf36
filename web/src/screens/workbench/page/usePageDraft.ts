import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageDraft as ServerDraft, SaveConflict } from '@tessera/schema/api';
import { pageDraft, saveConflictOf, savePage } from '../../../api/versions';
import { documentText } from './document';
import { clearUnsaved, workToOffer, writeUnsaved, type UnsavedWork } from './unsaved';

export interface PageDraft {
  status: 'loading' | 'ready' | 'error';
  /** The text being edited. */
  text: string;
  /** Changes whenever the text is replaced from outside the editor (load, restored work, a saved view): the editor's key. */
  textKey: string;
  /** The draft as the server has it (what "unsaved" is measured against). */
  savedText: string;
  /** The revision the edit is based on (the next save's base_revision). */
  baseRevision: number;
  /** Who saved the draft the server has, and when (null before the first save). */
  savedBy: string | null;
  savedAt: string | null;
  dirty: boolean;
  saving: boolean;
  /** Kept unsaved work found when the page opened, waiting for restore or discard. */
  offer: UnsavedWork | null;
  /** A save refused because someone saved in between. */
  conflict: SaveConflict | null;
  /** The browser refused to keep the work locally. */
  storageRefused: boolean;
}

export interface PageDraftActions {
  edit: (text: string) => void;
  /**
   * Saves on the edit's base revision: false on a 409 (then `conflict` is set); other failures throw. `descriptions`:
   * the designer's edit descriptions, kept for the next published version's change summary.
   */
  save: (document: Record<string, unknown>, descriptions?: string[]) => Promise<boolean>;
  /** Saves on top of the change the conflict names (explicitly chosen by the user). */
  saveOnTop: (document: Record<string, unknown>, descriptions?: string[]) => Promise<boolean>;
  /** Drops the edit (and its kept copy) and loads the draft as saved now. */
  reload: () => void;
  acceptOffer: () => void;
  discardOffer: () => void;
  /** Closes the conflict without choosing: the edit stays, unsaved. */
  dismissConflict: () => void;
}

const LOADING: PageDraft = {
  status: 'loading',
  text: '',
  textKey: '',
  savedText: '',
  baseRevision: 0,
  savedBy: null,
  savedAt: null,
  dirty: false,
  saving: false,
  offer: null,
  conflict: null,
  storageRefused: false,
};

const fromServer = (draft: ServerDraft) => ({
  savedText: documentText(draft.page),
  baseRevision: draft.revision,
  savedBy: draft.saved_by,
  savedAt: draft.saved_at,
});

async function fetchDraft(pageId: number, signal: AbortSignal): Promise<PageDraft> {
  const server = fromServer(await pageDraft(pageId, signal));
  const offer = workToOffer(pageId, server.savedText);
  return { ...LOADING, ...server, status: 'ready', text: server.savedText, textKey: 'loaded', offer };
}

/**
 * The draft of one page in an edit screen: loads it with its revision, keeps every edit in local storage until it is
 * saved, offers kept work back on opening, and turns a 409 into a conflict the user resolves. `epoch` reloads it
 * (another panel changed the draft, e.g. a restored version).
 */
export function usePageDraft(pageId: number, epoch: number): [PageDraft, PageDraftActions] {
  const [reloads, setReloads] = useState(0);
  const key = `${pageId}:${epoch}:${reloads}`;
  const [answer, setAnswer] = useState<{ key: string; draft: PageDraft } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDraft(pageId, controller.signal).then(
      (draft) => setAnswer({ key, draft }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, draft: { ...LOADING, status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [pageId, key]);

  const draft = answer?.key === key ? answer.draft : LOADING;
  const update = useCallback(
    (patch: Partial<PageDraft> | ((d: PageDraft) => Partial<PageDraft>)) =>
      setAnswer((a) =>
        a?.key === key ? { key, draft: { ...a.draft, ...(typeof patch === 'function' ? patch(a.draft) : patch) } } : a,
      ),
    [key],
  );

  // The text as last edited, ahead of the render that shows it: a save started right after an edit (the designer
  // writes its pending change just before saving) compares the answer with this text, not an older render's.
  const latestText = useRef(draft.text);
  useLayoutEffect(() => {
    latestText.current = draft.text;
  }, [draft.text]);

  const edit = useCallback(
    (text: string) => {
      latestText.current = text;
      const dirty = text !== draft.savedText;
      let refused = false;
      if (dirty) refused = !writeUnsaved(pageId, { text, baseRevision: draft.baseRevision });
      else clearUnsaved(pageId);
      update({ text, dirty, storageRefused: refused });
    },
    [pageId, draft.savedText, draft.baseRevision, update],
  );

  const saveOn = useCallback(
    async (document: Record<string, unknown>, base: number, descriptions?: string[]) => {
      const sentText = latestText.current;
      update({ saving: true });
      try {
        const body = { page_id: pageId, document, base_revision: base };
        const server = fromServer(await savePage(descriptions?.length ? { ...body, descriptions } : body));
        // The server's view replaces the text (new sections get their ids), unless the user typed on meanwhile.
        update((d) => {
          const typedOn = d.text !== sentText;
          if (typedOn) writeUnsaved(pageId, { text: d.text, baseRevision: server.baseRevision });
          else clearUnsaved(pageId);
          const replaced = !typedOn && server.savedText !== d.text;
          return {
            ...server,
            saving: false,
            conflict: null,
            text: typedOn ? d.text : server.savedText,
            textKey: replaced ? `saved:${server.baseRevision}` : d.textKey,
            dirty: typedOn && d.text !== server.savedText,
          };
        });
        return true;
      } catch (err) {
        const conflict = saveConflictOf(err);
        update(conflict ? { saving: false, conflict } : { saving: false });
        if (conflict) return false;
        throw err;
      }
    },
    [pageId, update],
  );

  const save = useCallback(
    (document: Record<string, unknown>, descriptions?: string[]) => saveOn(document, draft.baseRevision, descriptions),
    [saveOn, draft.baseRevision],
  );
  const saveOnTop = useCallback(
    (document: Record<string, unknown>, descriptions?: string[]) =>
      saveOn(document, draft.conflict?.revision ?? draft.baseRevision, descriptions),
    [saveOn, draft.conflict, draft.baseRevision],
  );

  const reload = useCallback(() => {
    clearUnsaved(pageId);
    setReloads((n) => n + 1);
  }, [pageId]);

  const acceptOffer = useCallback(() => {
    const offer = draft.offer;
    if (!offer) return;
    update({
      text: offer.text,
      textKey: `restored:${offer.savedAt}`,
      baseRevision: offer.baseRevision,
      dirty: offer.text !== draft.savedText,
      offer: null,
    });
  }, [draft.offer, draft.savedText, update]);

  const discardOffer = useCallback(() => {
    clearUnsaved(pageId);
    update({ offer: null });
  }, [pageId, update]);

  const dismissConflict = useCallback(() => update({ conflict: null }), [update]);

  return [draft, { edit, save, saveOnTop, reload, acceptOffer, discardOffer, dismissConflict }];
}
