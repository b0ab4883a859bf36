import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DELAYS, type Filter, type FilterCondition, type SelectOption } from '@tessera/schema';
import { useRenderer } from '../../context';
import { useText } from '../../i18n';
import type { OptionSource } from '../types';
import { configuredOptions, optionsFromServer, sortServedOptions, withAllOption } from './options';

export interface FilterOptions {
  options: SelectOption[];
  loading: boolean;
  /** Remote search (debounced); undefined when the options are all here and are searched locally. */
  onSearch: ((text: string) => void) | undefined;
}

const NO_OPTIONS: SelectOption[] = [];

/**
 * The options of a select, tab, radio or tree filter: a linked filter's from its parent, typed-in ones from the
 * filter, else the data service's for the other filters' conditions (searched remotely). A failed load leaves an
 * empty list: the rest of the bar keeps working.
 */
export function useFilterOptions(filter: Filter, source: OptionSource): FilterOptions {
  const { client, preview } = useRenderer();
  const t = useText();
  const allLabel = t('filters.all');
  const remote = !source.isLinked && source.diagramId !== undefined && optionsFromServer(filter);
  const conditionsKey = JSON.stringify(source.conditions);
  const [search, setSearch] = useState('');
  const [served, setServed] = useState<{ options: SelectOption[]; loading: boolean }>({
    options: NO_OPTIONS,
    loading: remote,
  });

  useEffect(() => {
    if (!remote || source.diagramId === undefined) return undefined;
    const controller = new AbortController();
    const conditions = JSON.parse(conditionsKey) as FilterCondition[];
    setServed((s) => ({ ...s, loading: true }));
    client
      .selectOptions(
        {
          diagram_id: source.diagramId,
          field: filter.class_en,
          filter_condition: conditions,
          ...(search ? { search } : {}),
        },
        { preview, signal: controller.signal },
      )
      .then(
        (options) => {
          if (!controller.signal.aborted) setServed({ options, loading: false });
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(`filter '${filter.class_en}': options failed to load`, err);
          setServed({ options: NO_OPTIONS, loading: false });
        },
      );
    return () => controller.abort();
  }, [remote, source.diagramId, filter.class_en, conditionsKey, search, client, preview]);

  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const debouncedSearch = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(text.trim()), DELAYS.TAG_SEARCH_DEBOUNCE);
  }, []);

  const options = useMemo(() => {
    if (remote) return withAllOption(filter, sortServedOptions(filter, served.options), allLabel, false);
    if (source.isLinked && source.linked)
      return withAllOption(filter, sortServedOptions(filter, source.linked), allLabel, true);
    return withAllOption(filter, configuredOptions(filter), allLabel, true);
  }, [remote, filter, served.options, source.isLinked, source.linked, allLabel]);

  return { options, loading: remote && served.loading, onSearch: remote ? debouncedSearch : undefined };
}
