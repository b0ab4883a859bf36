import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import type { Page } from '@tessera/schema/dsl';
import { createDesignerStore } from '../../src/edit/store';
import PageDesigner from '../../src/ui/PageDesigner';
import { shortcutOf } from '../../src/ui/shortcuts';
import { pageOf } from '../fixtures';

const client = {} as ReportClient;

function mount(page: Page = pageOf(3), onSave?: () => void) {
  const store = createDesignerStore(page);
  render(<PageDesigner store={store} client={client} lang="zh" appId={1} onSave={onSave} />);
  return store;
}

const canvasTitles = () => screen.queryAllByTestId('designer-section').map((el) => el.textContent);
const outlineTitles = () => screen.queryAllByTestId('outline-section').map((el) => el.textContent);
const outlineRow = (title: string) =>
  within(screen.getByTestId('designer-outline')).getByRole('button', { name: title });

describe('the canvas', () => {
  it('shows the page in its display mode and the toolbar switches it as an undoable step', () => {
    const store = mount({ ...pageOf(3), display: 0 });
    expect(screen.getByTestId('designer-collapse')).toBeTruthy();
    expect(screen.queryByTestId('designer-grid')).toBeNull();
    fireEvent.click(screen.getByText('看板'));
    expect(store.getState().doc.display).toBe(1);
    expect(screen.queryByTestId('designer-collapse')).toBeNull();
    expect(screen.getByTestId('designer-history').textContent).toContain('页面显示方式改为看板');
    act(() => store.getState().undo());
    fireEvent.click(screen.getAllByTestId('designer-section')[2]);
    expect(screen.getByTestId('designer-collapse')).toBeTruthy();
  });

  it('lists the sections in an outline in page order; a click selects, ctrl/shift-click adds', () => {
    const store = mount({ ...pageOf(3), display: 0 });
    expect(outlineTitles()).toEqual(['区块 1', '区块 2', '区块 3']);
    fireEvent.click(outlineRow('区块 2'));
    fireEvent.click(outlineRow('区块 3'), { shiftKey: true });
    expect(store.getState().selection).toEqual(['s2', 's3']);
    expect(screen.getByTestId('designer-delete').textContent).toBe('已选 2 个区块');
    const selected = screen
      .getAllByTestId('designer-section')
      .filter((el) => el.getAttribute('aria-selected') === 'true');
    expect(selected.map((el) => el.textContent)).toEqual(['区块 2', '区块 3']);

    // Reordered (the outline's drag ends in this command): the collapse report and the outline follow.
    act(() =>
      store.getState().perform({ key: 'reorderSection', params: { title: '区块 3' } }, (d) => {
        d.sections.unshift(d.sections.pop()!);
      }),
    );
    expect(outlineTitles()).toEqual(['区块 3', '区块 1', '区块 2']);
    expect(canvasTitles()).toEqual(['区块 3', '区块 1', '区块 2']);
  });

  it('duplicates by Ctrl+D and by button, nudges by arrows, saves by Ctrl+S, and leaves keys in fields alone', () => {
    const onSave = jest.fn();
    const store = mount(pageOf(1), onSave);
    fireEvent.click(screen.getAllByTestId('designer-section')[0]);
    fireEvent.keyDown(window, { key: 'd', ctrlKey: true });
    expect(canvasTitles()).toEqual(['区块 1', '区块 1 副本']);
    fireEvent.click(screen.getByTestId('designer-duplicate'));
    expect(canvasTitles()).toEqual(['区块 1', '区块 1 副本', '区块 1 副本 副本']);

    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'd', ctrlKey: true });
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    fireEvent.keyDown(input, { key: 's', ctrlKey: true });
    expect(store.getState().past).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
    input.remove();
    // A toggle keeps the focus after a click; it is no field to type in.
    const radio = document.createElement('input');
    radio.type = 'radio';
    document.body.appendChild(radio);
    fireEvent.keyDown(radio, { key: 'd', ctrlKey: true });
    expect(store.getState().past).toHaveLength(3);
    radio.remove();
    act(() => store.getState().undo());
    fireEvent.click(screen.getAllByTestId('designer-section')[2]);

    const moved = store.getState().selection[0];
    const x = () => store.getState().doc.layout!.items.find((i) => i.section_id === moved)!.x;
    const from = x();
    fireEvent.keyDown(screen.getByRole('tab', { name: '画布' }), { key: 'ArrowLeft' });
    expect(x()).toBe(from);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(x()).toBe(from - 1);
    expect(screen.getAllByTestId('history-done').at(-1)!.textContent).toBe('微移区块 区块 1 副本 副本');

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('copies with Ctrl+C and pastes with Ctrl+V (local storage standing in for a refused clipboard)', async () => {
    const store = mount(pageOf(2));
    fireEvent.click(screen.getAllByTestId('designer-section')[1]);
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    expect(await screen.findByText('已复制 1 个区块')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    expect(await screen.findByText('已粘贴 1 个区块')).toBeTruthy();
    expect(canvasTitles()).toEqual(['区块 1', '区块 2', '区块 2 副本']);
    expect(store.getState().selection).toEqual(['s2_1']);
  });

  it('maps the canvas keys', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
      shortcutOf({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(['c', 'v', 'd', 's'].map((k) => key(k, { metaKey: true }))).toEqual(['copy', 'paste', 'duplicate', 'save']);
    expect(key('ArrowDown')).toEqual({ nudge: { dx: 0, dy: 1 } });
    expect(key('c')).toBeNull();
    expect(key('s', { ctrlKey: true, altKey: true })).toBeNull();
  });
});
