/**
 * Testing Library settings for the jsdom projects. A setupFilesAfterEnv file: importing the library before jest's
 * globals exist (setupFiles) would stop it from registering its cleanup after each test.
 */
import { configure, getConfig } from '@testing-library/react';

const { getElementError } = getConfig();

configure({
  // A find* query waits for a visible result; 1 s (the library default) is shorter than a lazy chunk plus a first
  // ECharts paint take when the workers share two busy cores, so waits end on the result, not on the clock.
  asyncUtilTimeout: 5000,
  // A failing query prints the whole document into its error. waitFor (and every find* query) retries until the
  // query passes and keeps only the last error, to which it adds the document itself when it times out: printing it
  // on each retry cost the filter panel suite 3 % of its time for messages never shown. The library marks its
  // retries with this flag.
  getElementError: (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
      return getElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
