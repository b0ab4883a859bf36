import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { message } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { duplicateSections } from '../../commands/canvas';
import { copyPayload, pasteSections, readClipboard, writeClipboard } from '../../commands/clipboard';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';

export interface CanvasHost {
  /** The app of the page being edited: a section pasted from another app loses its dataset. */
  appId?: number;
  lang: Lang;
  /** Ctrl/⌘+S: the host saves. */
  onSave?: () => void;
}

export interface CanvasActions {
  copy: () => Promise<void>;
  paste: () => Promise<void>;
  duplicate: () => void;
  save?: () => void;
  /** Where the actions' messages show: rendered once by the designer. */
  messages: ReactElement;
}

/** Copy, paste, duplicate and save as the toolbar and the keyboard both do them, with what happened said briefly. */
export function useCanvasActions({ appId, lang, onSave }: CanvasHost): CanvasActions {
  const t = useText();
  const store = useDesignerStore();
  const [api, messages] = message.useMessage();
  // The host's save may be a new function every render; the keys keep one listener and call the latest.
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);
  const canSave = onSave !== undefined;
  const actions = useMemo(
    () => ({
      async copy() {
        const payload = copyPayload(store, appId ?? null);
        if (!payload) return;
        await writeClipboard(payload);
        void api.success(t('canvas.copied', { count: payload.sections.length }));
      },
      async paste() {
        const payload = await readClipboard();
        if (!payload) {
          void api.info(t('canvas.nothingToPaste'));
          return;
        }
        const { ids, foreign } = pasteSections(store, payload, appId ?? null, lang);
        if (foreign) void api.warning(t('canvas.pastedForeign', { count: ids.length }));
        else void api.success(t('canvas.pasted', { count: ids.length }));
      },
      duplicate() {
        duplicateSections(store, store.getState().selection, lang);
      },
      save: canSave ? () => saveRef.current?.() : undefined,
    }),
    [store, appId, lang, canSave, api, t],
  );
  return useMemo(() => ({ ...actions, messages }), [actions, messages]);
}
