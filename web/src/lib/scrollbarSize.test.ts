import { getTargetScrollBarSize } from './scrollbarSize';

/** rc-util measures by appending a scrolling element to the body: each append is one layout of the page. */
const measuring = () => jest.spyOn(document.body, 'appendChild');

describe('scrollbar size of a table body', () => {
  afterEach(() => jest.restoreAllMocks());

  test('is measured once for every element of the same scrollbar styles', () => {
    const appended = measuring();
    const sizes = Array.from({ length: 10 }, () => getTargetScrollBarSize(document.createElement('div')));
    expect(appended).toHaveBeenCalledTimes(1);
    expect(new Set(sizes.map((size) => JSON.stringify(size))).size).toBe(1);
  });

  test('is measured again at another zoom, and a caller changing the answer does not change the next one', () => {
    const element = document.createElement('div');
    const first = getTargetScrollBarSize(element);
    first.width = 999;
    expect(getTargetScrollBarSize(element).width).not.toBe(999);

    const appended = measuring();
    const ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2.5, configurable: true });
    try {
      getTargetScrollBarSize(element);
      getTargetScrollBarSize(element);
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    }
    expect(appended).toHaveBeenCalledTimes(1);
  });

  test('an element that is not one gets rc-util’s empty answer', () => {
    expect(getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
  });
});
