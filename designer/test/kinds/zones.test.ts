import { ZONE_MESSAGES, type Section } from '@tessera/schema/dsl';
import { addFromPalette, dropField } from '../../src/commands/sections';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import type { PaletteKey } from '../../src/kinds/registry';
import { dropRefusal, type DropZone } from '../../src/kinds/zones';
import { DATASET, FIELDS } from '../datasets';

const DIMENSIONS: DropZone = { role: 'dimension', place: 'builder' };
const VALUES: DropZone = { role: 'indicator', place: 'builder' };
const FREE_DIMENSIONS: DropZone = { role: 'dimension', place: 'free' };
const FREE_VALUES: DropZone = { role: 'indicator', place: 'free' };

function sectionOf(key: PaletteKey): { store: DesignerStore; id: string; section: () => Section } {
  const store = createDesignerStore({ version: 2, name: 'p', layout: { items: [] }, sections: [] });
  const id = addFromPalette(store, key, 'zh')!;
  return { store, id, section: () => store.getState().doc.sections[0] };
}

/** Drops fields in order, each one expected to be taken. */
function fill(store: DesignerStore, id: string, drops: [DropZone, keyof typeof FIELDS][]) {
  for (const [zone, field] of drops) expect(dropField(store, id, zone, FIELDS[field], DATASET)).toBeNull();
}

describe('drop zones refuse a wrong drop with the spec message', () => {
  it('the dimension zone takes only dimensions: "please drag a dimension here"', () => {
    const { store, id, section } = sectionOf('line');
    const refusal = dropField(store, id, DIMENSIONS, FIELDS.pv, DATASET);
    expect(refusal).toEqual({ en: 'please drag a dimension here', zh: '请拖入维度' });
    // Nothing changed and no step was left.
    expect(section().column_config_model_list).toEqual([]);
    expect(store.getState().past).toHaveLength(1);
  });

  it('the value zone takes only numeric fields: "please drag a value here"', () => {
    const { store, id } = sectionOf('table');
    expect(dropField(store, id, VALUES, FIELDS.country, DATASET)).toEqual({
      en: 'please drag a value here',
      zh: '请拖入数值',
    });
    // A numeric dimension is a value the zone takes.
    expect(dropField(store, id, VALUES, FIELDS.hour, DATASET)).toBeNull();
  });

  it('with two indicators a second dimension is refused: "only one dimension under multiple indicators…"', () => {
    const { store, id } = sectionOf('bar');
    fill(store, id, [
      [DIMENSIONS, 'dt'],
      [VALUES, 'pv'],
      [VALUES, 'uv'],
    ]);
    expect(dropField(store, id, DIMENSIONS, FIELDS.country, DATASET)).toEqual({
      en: 'only one dimension under multiple indicators; for two dimensions keep one indicator',
      zh: '多个指标下只能有一个维度；如需两个维度，请只保留一个指标',
    });
  });

  it('with two dimensions a second indicator is refused: "2 dimensions allow only 1 indicator"', () => {
    const { store, id } = sectionOf('line');
    fill(store, id, [
      [DIMENSIONS, 'dt'],
      [DIMENSIONS, 'country'],
      [VALUES, 'pv'],
    ]);
    expect(dropField(store, id, VALUES, FIELDS.uv, DATASET)).toEqual({
      en: '2 dimensions allow only 1 indicator',
      zh: '2个维度只能有1个指标',
    });
  });

  it('the messages are the schema zone rules’ own', () => {
    const { section, store, id } = sectionOf('line');
    fill(store, id, [
      [DIMENSIONS, 'dt'],
      [DIMENSIONS, 'country'],
      [VALUES, 'pv'],
    ]);
    expect(dropRefusal(section(), VALUES, FIELDS.uv, DATASET)).toBe(ZONE_MESSAGES.oneIndicatorUnderTwoDimensions);
    expect(dropRefusal(section(), DIMENSIONS, FIELDS.pv, DATASET)).toBe(ZONE_MESSAGES.dimensionOnly);
  });

  it('a table lists as many dimensions and indicators as it likes (the counts bind charts only)', () => {
    const { store, id, section } = sectionOf('table');
    fill(store, id, [
      [DIMENSIONS, 'dt'],
      [VALUES, 'pv'],
      [VALUES, 'uv'],
      [DIMENSIONS, 'country'],
      [VALUES, 'dau'],
    ]);
    expect(section().column_config_model_list!.map((c) => [c.column_key, c.column_type])).toEqual([
      ['dt', 0],
      ['pv', 1],
      ['uv', 1],
      ['country', 0],
      ['dau', 1],
    ]);
  });

  it('the free-drag chart’s own lists refuse a wrong field with the same messages', () => {
    const { store, id, section } = sectionOf('freeDrag');
    expect(dropField(store, id, FREE_DIMENSIONS, FIELDS.uv, DATASET)).toEqual(ZONE_MESSAGES.dimensionOnly);
    expect(dropField(store, id, FREE_VALUES, FIELDS.app, DATASET)).toEqual(ZONE_MESSAGES.valueOnly);
    fill(store, id, [
      [FREE_DIMENSIONS, 'dt'],
      [FREE_VALUES, 'pv'],
      [FREE_VALUES, 'uv'],
    ]);
    expect(section().chart_config!.free_chart_options).toEqual({
      dimension_list: ['dt'],
      indicator_list: ['pv', 'uv'],
    });
    // The builder columns are not touched by free drag.
    expect(section().column_config_model_list).toEqual([]);
  });
});

describe('an accepted drop', () => {
  it('appends a builder column made from the field, one described step', () => {
    const { store, id, section } = sectionOf('line');
    fill(store, id, [
      [DIMENSIONS, 'dt'],
      [VALUES, 'dau'],
    ]);
    expect(section().column_config_model_list).toEqual([
      { column_key: 'dt', column_name: '日期', column_type: 0, is_index: 0, selected: 1, is_show: 1 },
      {
        column_key: 'dau',
        column_name: '日活',
        column_type: 1,
        is_index: 1,
        selected: 1,
        is_show: 1,
        aggregate: 'MAX',
        formatter: 'thousands_point',
      },
    ]);
    expect(store.getState().past).toHaveLength(3);
    store.getState().undo();
    expect(section().column_config_model_list).toHaveLength(1);
  });

  it('moves a field from the other zone, and leaves no step for a field already in the zone', () => {
    const { store, id, section } = sectionOf('table');
    fill(store, id, [
      [DIMENSIONS, 'hour'],
      [VALUES, 'pv'],
    ]);
    fill(store, id, [[VALUES, 'hour']]);
    expect(section().column_config_model_list!.map((c) => [c.column_key, c.column_type])).toEqual([
      ['pv', 1],
      ['hour', 1],
    ]);
    const steps = store.getState().past.length;
    fill(store, id, [[VALUES, 'pv']]);
    expect(store.getState().past).toHaveLength(steps);
  });
});
