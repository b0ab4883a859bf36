import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DesignerProvider, useSection, useSectionIds } from '../../src/edit/hooks';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { useGridItems } from '../../src/ui/Canvas';
import { pageOf } from '../fixtures';

const renders = new Map<string, number>();

function SectionCard({ id }: { id: string }) {
  const section = useSection(id);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <li>{section?.title}</li>;
}

let store: DesignerStore;

function Canvas() {
  const ids = useSectionIds();
  return (
    <ul>
      {ids.map((id) => (
        <SectionCard key={id} id={id} />
      ))}
    </ul>
  );
}

function mount(count: number) {
  renders.clear();
  store = createDesignerStore(pageOf(count));
  render(
    <DesignerProvider store={store}>
      <Canvas />
    </DesignerProvider>,
  );
  const after = new Map(renders);
  return (id: string) => (renders.get(id) ?? 0) - (after.get(id) ?? 0);
}

describe('selectors keep an edit to one section from re-rendering the others', () => {
  it('re-renders only the edited section, on edit, undo and redo', () => {
    const rendersSince = mount(12);
    act(() =>
      store.getState().perform({ key: 'renameSection', params: { title: '销售趋势' } }, (d) => {
        d.sections[4].title = '销售趋势';
      }),
    );
    expect(screen.getByText('销售趋势')).toBeTruthy();
    act(() => store.getState().undo());
    act(() => store.getState().redo());
    expect(rendersSince('s5')).toBe(3);
    for (let i = 1; i <= 12; i += 1) if (i !== 5) expect(rendersSince(`s${i}`)).toBe(0);
  });

  it('re-renders no section while one is dragged on the grid, nor on selection', () => {
    const rendersSince = mount(12);
    act(() => store.getState().beginGesture({ key: 'moveSection', params: { title: '区块 1' } }));
    for (let y = 1; y <= 10; y += 1) act(() => store.getState().updateGesture((d) => void (d.layout!.items[0].y = y)));
    act(() => store.getState().commitGesture());
    act(() => store.getState().select('s3'));
    for (let i = 1; i <= 12; i += 1) expect(rendersSince(`s${i}`)).toBe(0);
  });

  it('re-renders the grid only when a place changes, not for a title or its undo', () => {
    store = createDesignerStore(pageOf(60));
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DesignerProvider store={store}>{children}</DesignerProvider>
    );
    const { result } = renderHook(
      () => {
        renders += 1;
        return useGridItems();
      },
      { wrapper },
    );
    const first = result.current;
    const rename = () =>
      store.getState().perform({ key: 'renameSection', params: { title: '新标题' } }, (d) => {
        d.sections[7].title = '新标题';
      });
    act(rename);
    act(() => store.getState().undo());
    expect(renders).toBe(1);
    expect(result.current).toBe(first);
    act(() =>
      store.getState().perform({ key: 'moveSection', params: { title: '区块 8' } }, (d) => {
        d.layout!.items[7].y += 1;
      }),
    );
    expect(renders).toBe(2);
    expect(result.current[7].y).toBe(first[7].y + 1);
  });
});
