import { fireEvent, screen } from '@testing-library/react';
import { conditionOf, controlsLoaded, openSelect, renderFilters, search } from './harness';

const field = (key: string) => screen.getByTestId(`filter-${key}`);

describe('tree filter', () => {
  const PLACES = [
    { name: 'Asia/China', value: 'Asia/China' },
    { name: 'Asia/Japan', value: 'Asia/Japan' },
    { name: 'Europe/France', value: 'Europe/France' },
  ];
  const nodeTitles = () =>
    [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((node) => node.getAttribute('title'));
  const node = (title: string) =>
    document.querySelector<HTMLElement>(`.ant-select-tree-node-content-wrapper[title="${title}"]`)!;
  const expand = (title: string) =>
    fireEvent.click(node(title).parentElement!.querySelector('.ant-select-tree-switcher')!);

  test("options form a tree by their '/' paths; checking a parent means all its leaves", async () => {
    const r = renderFilters([{ name: '地区', class_en: 'place', type: 'treeselect', values: PLACES, is_multi: 1 }]);
    await controlsLoaded();
    openSelect(field('place'));
    expect(nodeTitles()).toEqual(['Asia', 'Europe']);
    expand('Asia');
    expect(nodeTitles()).toEqual(['Asia', 'China', 'Japan', 'Europe']);
    fireEvent.click(node('Asia'));
    search();
    expect(conditionOf(r.conditions(), 'place')?.values).toEqual(['Asia/China', 'Asia/Japan']);
  });

  test('a single tree filter: choosing a parent means its leaves, choosing a leaf means that leaf', async () => {
    const r = renderFilters([
      { name: '地区', class_en: 'place', type: 'treeselect', values: PLACES, trigger: 'change' },
    ]);
    await controlsLoaded();
    openSelect(field('place'));
    fireEvent.click(node('Asia'));
    expect(conditionOf(r.conditions(), 'place')?.values).toEqual(['Asia/China', 'Asia/Japan']);
    expect(field('place').querySelector('.ant-select-selection-item')?.textContent).toBe('Asia');
    openSelect(field('place'));
    expand('Europe');
    fireEvent.click(node('France'));
    expect(conditionOf(r.conditions(), 'place')).toEqual({
      key: 'place',
      value_type: 'string',
      operator: 'eq',
      value: 'Europe/France',
    });
  });
});
