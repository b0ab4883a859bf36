import { pagePointers } from './DesignerPublish';

describe("the online call's pointers", () => {
  it('become pointers into the page, by the section each names', () => {
    const order = ['new_1', 12, 30, 7];
    expect(
      pagePointers(
        [
          { pointer: '/1/chart_config/config_type', message: 'a' },
          { pointer: '/0', message: 'b' },
          { pointer: '/page', message: 'c' },
        ],
        [12, 7],
        order,
      ),
    ).toEqual([
      { pointer: '/sections/3/chart_config/config_type', message: 'a' },
      { pointer: '/sections/1', message: 'b' },
      { pointer: '/page', message: 'c' },
    ]);
  });
});
