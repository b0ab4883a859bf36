/**
 * Testing Library settings for the jsdom projects. A setupFilesAfterEnv file: importing the library before jest's
 * globals exist (setupFiles) would stop it from registering its cleanup after each test.
 */
import { configure } from '@testing-library/react';

// A find* query waits for a visible result; 1 s (the library default) is shorter than a lazy chunk plus a first
// ECharts paint take when the workers share two busy cores, so waits end on the result, not on the clock.
configure({ asyncUtilTimeout: 5000 });
