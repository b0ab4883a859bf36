import { MULTI_MAX_WIDTH, MULTI_MIN_WIDTH, multiSelectWidth } from '../../src/filters/controls/multiWidth';

// jsdom measures text with jest-canvas-mock; tests/e2e/readable.spec.ts checks the tags in Chromium.
const names = (count: number) => Array.from({ length: count }, (_, i) => `platform ${String(i).padStart(3, '0')}`);

describe('a multi-select sized for its chosen names', () => {
  test('grows with the chosen names, from the narrowest select', () => {
    expect(multiSelectWidth([])).toBe(MULTI_MIN_WIDTH);
    expect(multiSelectWidth(names(3))).toBeGreaterThan(MULTI_MIN_WIDTH);
    expect(multiSelectWidth(names(4))).toBeGreaterThan(multiSelectWidth(names(3)));
  });

  test('stops at the widest, where the rest fold into "+ N …"', () => {
    expect(multiSelectWidth(names(30))).toBe(MULTI_MAX_WIDTH);
  });
});
