import { useEffect, useState } from 'react';
import { helpIsOperation } from '../../api/help';

/** Whether the user may write the app's help (the server's is-operation check); false until it answers. */
export function useHelpOperation(appId: number | null | undefined): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(false);
    if (!appId) return;
    let live = true;
    helpIsOperation(appId).then(
      (yes) => live && setAllowed(yes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [appId]);
  return allowed;
}
