import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import { createDesignerStore } from '../../src/edit/store';
import PageDesigner from '../../src/ui/PageDesigner';
import { shortcutOf } from '../../src/ui/shortcuts';
import { pageOf } from '../fixtures';

// The canvas and history never ask for data; the preview tab, which would, stays closed here.
const client = {} as ReportClient;

function mount(lang: 'zh' | 'en' = 'zh') {
  const store = createDesignerStore(pageOf(2));
  render(<PageDesigner store={store} client={client} lang={lang} />);
  return store;
}

const sections = () => screen.queryAllByTestId('designer-section').map((el) => el.textContent);
const history = () =>
  within(screen.getByTestId('designer-history'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the designer screen', () => {
  it('adds a section from the palette, lists the step, and undoes and redoes it by button and by key', () => {
    const store = mount();
    expect(sections()).toEqual(['区块 1', '区块 2']);
    fireEvent.click(screen.getByTestId('palette-bar'));
    expect(sections()).toEqual(['区块 1', '区块 2', '柱状图 1']);
    expect(history()).toEqual(['打开时的页面', '添加区块 柱状图 1']);

    fireEvent.click(screen.getByTestId('designer-undo'));
    expect(sections()).toEqual(['区块 1', '区块 2']);
    expect(screen.getByTestId('history-undone').textContent).toBe('添加区块 柱状图 1');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(sections()).toEqual(['区块 1', '区块 2', '柱状图 1']);
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect(sections()).toEqual(['区块 1', '区块 2']);
    fireEvent.click(screen.getByTestId('designer-redo'));
    expect(store.getState().doc.sections).toHaveLength(3);
  });

  it('selects by click (ctrl adds) and deletes the selection with the Delete key as one step', () => {
    const store = mount();
    const [first, second] = screen.getAllByTestId('designer-section');
    fireEvent.click(first);
    fireEvent.click(second, { ctrlKey: true });
    expect(screen.getByTestId('designer-delete').textContent).toBe('已选 2 个区块');
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(sections()).toEqual([]);
    expect(screen.getByTestId('designer-canvas').textContent).toContain('页面还没有区块');
    expect(store.getState().past).toHaveLength(1);
    act(() => store.getState().undo());
    expect(sections()).toEqual(['区块 1', '区块 2']);
  });

  it('leaves keys typed into a field to the field', () => {
    const store = mount();
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.click(screen.getByTestId('palette-table'));
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(store.getState().past).toHaveLength(1);
    input.remove();
  });

  it('speaks English when the host does', () => {
    mount('en');
    fireEvent.click(screen.getByTestId('palette-lineBar'));
    expect(history()).toEqual(['Page as opened', 'Add section Line-bar (two y axes) 1']);
  });

  it('maps keys to actions: Ctrl/⌘+Z, Ctrl/⌘+Shift+Z or Y, Delete', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
      shortcutOf({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('Delete')).toBe('delete');
    expect(key('Backspace')).toBe('delete');
    expect(key('z')).toBeNull();
  });
});
