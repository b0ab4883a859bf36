import { useEffect, useState } from 'react';
import type { WorkbenchOverview } from '@tessera/schema/api';
import { workbenchOverview } from '../../../api/manage';

/** The workbench home's figures, read once per visit; `error` when the call failed. */
export function useOverview(): { overview: WorkbenchOverview | null; error: string | null } {
  const [state, setState] = useState<{ overview: WorkbenchOverview | null; error: string | null }>({
    overview: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    workbenchOverview().then(
      (overview) => current && setState({ overview, error: null }),
      (err: unknown) => current && setState({ overview: null, error: (err as Error).message }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
