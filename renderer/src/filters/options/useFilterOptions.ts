import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DELAYS, localized, type Lang } from '@tessera/schema/rules';
import { type Filter, type FilterCondition } from '@tessera/schema/dsl';
import { type SelectOption } from '@tessera/schema/api';
import { useRenderer } from '../../context';
import { useText } from '../../i18n';
import type { ReportClient, SelectOptionsRequest } from '../../client/types';
import type { OptionSource } from '../types';
import { configuredOptions, optionsFromServer, sortServedOptions, withAllOption } from './options';

export interface FilterOptions {
  options: SelectOption[];
  loading: boolean;
  /** Remote search (debounced); undefined when the options are all here and are searched locally. */
  onSearch: ((text: string) => void) | undefined;
}

const NO_OPTIONS: SelectOption[] = [];

/** One load of served options; a new object whenever anything it depends on changes. */
interface OptionsRequest {
  body: SelectOptionsRequest;
  client: ReportClient;
  preview: boolean;
  /** Served options carry every language; the list shows this one. */
  lang: Lang;
}

/**
 * The options of a select, tab, radio or tree filter: a linked filter's from its parent, typed-in ones from the
 * filter, else the data service's for the other filters' conditions (searched remotely). A failed load leaves an
 * empty list: the rest of the bar keeps working.
 */
export function useFilterOptions(filter: Filter, source: OptionSource): FilterOptions {
  const { client, preview, lang } = useRenderer();
  const t = useText();
  const allLabel = t('filters.all');
  const remote = !source.isLinked && source.diagramId !== undefined && optionsFromServer(filter);
  const conditionsKey = JSON.stringify(source.conditions);
  const [search, setSearch] = useState('');
  const request = useMemo((): OptionsRequest | null => {
    if (!remote || source.diagramId === undefined) return null;
    const body: SelectOptionsRequest = {
      diagram_id: source.diagramId,
      field: filter.class_en,
      filter_condition: JSON.parse(conditionsKey) as FilterCondition[],
      ...(search ? { search } : {}),
    };
    return { body, client, preview, lang };
  }, [remote, source.diagramId, filter.class_en, conditionsKey, search, client, preview, lang]);
  // The last answer and the request it answers: loading while that is not the current request, the last options
  // staying on show meanwhile.
  const [served, setServed] = useState<{ request: OptionsRequest | null; options: SelectOption[] }>({
    request: null,
    options: NO_OPTIONS,
  });

  useEffect(() => {
    if (!request) return undefined;
    const controller = new AbortController();
    request.client.selectOptions(request.body, { preview: request.preview, signal: controller.signal }).then(
      (options) => {
        if (!controller.signal.aborted)
          setServed({ request, options: options.map((option) => localized(option, request.lang)) });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`filter '${request.body.field}': options failed to load`, err);
        setServed({ request, options: NO_OPTIONS });
      },
    );
    return () => controller.abort();
  }, [request]);

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

  return {
    options,
    loading: request !== null && served.request !== request,
    onSearch: remote ? debouncedSearch : undefined,
  };
}
