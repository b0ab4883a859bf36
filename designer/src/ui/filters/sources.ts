import { useEffect, useState } from 'react';

/** A choice the host lists: a database connection, or a global select option of the page's app. */
export interface NamedChoice {
  id: number;
  name: string;
}

/**
 * Where the filter editors read what lives outside the page: the connections a filter's own SQL may run on and the
 * app's global select options. The host passes its calls, so the designer never depends on the web app.
 */
export interface FilterSources {
  connections: () => Promise<NamedChoice[]>;
  globalSelects: () => Promise<NamedChoice[]>;
}

/** The host's list, loaded once per mount; empty while loading or when the call failed (the field stays usable). */
export function useChoices(load: (() => Promise<NamedChoice[]>) | undefined): NamedChoice[] {
  const [choices, setChoices] = useState<NamedChoice[]>([]);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (list) => live && setChoices(list),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return choices;
}
