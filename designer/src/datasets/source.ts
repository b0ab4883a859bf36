import { useEffect, useState } from 'react';
import type { DatasetColumn } from '@tessera/schema/dsl';

/** A dataset the data panel offers: one of the page's app. */
export interface DatasetChoice {
  id: number;
  name: string;
}

/**
 * Where the designer reads datasets: the host passes its own calls (the web app's dataset list and one), so the
 * designer never depends on the web app.
 */
export interface DatasetSource {
  list(): Promise<DatasetChoice[]>;
  fields(id: number): Promise<DatasetColumn[]>;
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/**
 * What `load` answers, for the thing `key` names (null: nothing to load). An answer for another key is not shown:
 * until the new one arrives, it is loading.
 */
function useLoaded<T>(key: string | null, load: () => Promise<T>): Loaded<T> | null {
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (value) => live && setAnswer({ key, loaded: { status: 'ready', value } }),
      (err: Error) => live && setAnswer({ key, loaded: { status: 'error', message: err.message } }),
    );
    return () => {
      live = false;
    };
    // The loader is a new closure each render; what it loads is named by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return null;
  return answer?.key === key ? answer.loaded : { status: 'loading' };
}

export const useDatasetList = (source: DatasetSource) => useLoaded('list', () => source.list());

/** The fields of a dataset as the panel lists them: those its dataset screen leaves shown (is_show). */
export const useDatasetFields = (source: DatasetSource, id: number | undefined) =>
  useLoaded(id === undefined ? null : String(id), () =>
    source.fields(id!).then((fields) => fields.filter((f) => f.is_show !== 0)),
  );
