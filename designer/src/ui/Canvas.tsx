import { useCallback, useEffect, useMemo, useState, type MouseEvent, type RefObject } from 'react';
import { Empty } from 'antd';
import { GridLayout, useContainerWidth, type EventCallback, type Layout } from 'react-grid-layout';
import { GRID_COLUMNS } from '@tessera/schema/dsl';
import { beginLayoutGesture, updateLayoutGesture, type LayoutGesture } from '../commands/sections';
import { useDesigner, useDesignerStore, useIsSelected, useSection } from '../edit/hooks';
import { useText } from '../i18n';
import type { SelectMode } from '../edit/selection';
import { gridItems, layoutItems, type GridItem } from '../layout/grid';
import 'react-grid-layout/css/styles.css';

/** Same row unit and gap as the renderer's kanban board, so the canvas looks like the page it makes. */
const ROW_HEIGHT = 40;
const GAP = 12;

const selectModeOf = (event: MouseEvent): SelectMode =>
  event.ctrlKey || event.metaKey ? 'toggle' : event.shiftKey ? 'add' : 'replace';

/** One section on the canvas; it re-renders only when its own section or its selection changes. */
function SectionCard({ id }: { id: string }) {
  const section = useSection(id);
  const selected = useIsSelected(id);
  const store = useDesignerStore();
  if (!section) return null;
  return (
    <div
      className={`ts-designer-card${selected ? ' is-selected' : ''}`}
      data-testid="designer-section"
      data-section-id={id}
      aria-selected={selected}
      onClick={(event) => store.getState().select(id, selectModeOf(event))}
    >
      <div className="ts-designer-card-title ts-designer-drag">{section.title}</div>
    </div>
  );
}

/**
 * The page's sections on the 12-column grid. A drag or a resize is a gesture: each move shows at once and the whole
 * of it is one undo step; Esc cancels it (the grid is remounted, which ends the drag where it began).
 */
export default function Canvas() {
  const t = useText();
  const store = useDesignerStore();
  const doc = useDesigner((s) => s.doc);
  const items = useMemo(() => gridItems(doc), [doc]);
  const { width, containerRef, mounted } = useContainerWidth();
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !store.getState().gesture) return;
      store.getState().cancelGesture();
      setEpoch((n) => n + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  const place = useCallback(
    (layout: Layout) => updateLayoutGesture(store, layoutItems(store.getState().doc, layout as GridItem[])),
    [store],
  );
  const start = useCallback(
    (gesture: LayoutGesture): EventCallback =>
      (_layout, oldItem) => {
        if (oldItem) beginLayoutGesture(store, oldItem.i, gesture);
      },
    [store],
  );
  const stop: EventCallback = useCallback(
    (layout) => {
      place(layout);
      store.getState().commitGesture();
    },
    [place, store],
  );

  // The container is always there: the grid measures its width once, when it mounts.
  return (
    // useContainerWidth types its ref for React 19, where a ref may hold null; React 18's div accepts the same object.
    <div ref={containerRef as RefObject<HTMLDivElement>} className="ts-designer-canvas" data-testid="designer-canvas">
      {doc.sections.length === 0 && <Empty className="ts-designer-empty" description={t('ui.noSections')} />}
      {mounted && doc.sections.length > 0 && (
        <GridLayout
          key={epoch}
          width={width}
          layout={items}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [GAP, GAP] }}
          dragConfig={{ handle: '.ts-designer-drag' }}
          onDragStart={start('move')}
          onDrag={place}
          onDragStop={stop}
          onResizeStart={start('resize')}
          onResize={place}
          onResizeStop={stop}
        >
          {items.map((item) => (
            <div key={item.i}>
              <SectionCard id={item.i} />
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
