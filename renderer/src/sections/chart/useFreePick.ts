import { useState } from 'react';
import type { ChartConfig } from '@tessera/schema/dsl';
import { initialPick, type FreePick } from './freePick';

/**
 * Staff's free-drag pick of the chart config it was made on: null until they pick, and forgotten when the config
 * itself changes (e.g. the designer's preview edits it), so a stale pick never overrides a new design.
 */
export function useFreePick(config: ChartConfig | undefined): {
  picked: FreePick | null;
  current: FreePick | null;
  pick: (next: FreePick) => void;
} {
  const [state, setState] = useState<{ config: ChartConfig; pick: FreePick } | null>(null);
  const picked = state && state.config === config ? state.pick : null;
  return {
    picked,
    current: picked ?? (config ? initialPick(config) : null),
    pick: (next) => {
      if (config) setState({ config, pick: next });
    },
  };
}
