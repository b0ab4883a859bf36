import { useEffect, useState } from 'react';
import { helpIsOperation } from '../../api/help';

/** Whether the user may write the app's help (the server's is-operation check); false until it answers. */
export function useHelpOperation(appId: number | null | undefined): boolean {
  const [answer, setAnswer] = useState<{ appId: number; allowed: boolean } | null>(null);
  useEffect(() => {
    if (!appId) return;
    let live = true;
    helpIsOperation(appId).then(
      (allowed) => live && setAnswer({ appId, allowed }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [appId]);
  // An answer about another app (the previous document's) counts for nothing.
  return !!answer && answer.appId === appId && answer.allowed;
}
