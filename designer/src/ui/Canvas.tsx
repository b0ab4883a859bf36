import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type RefObject,
} from 'react';
import { Empty } from 'antd';
import { GridLayout, useContainerWidth, type EventCallback, type Layout, type LayoutItem } from 'react-grid-layout';
import { GRID_COLUMNS, PAGE_DISPLAYS, type Page } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { addFromPalette, beginLayoutGesture, updateLayoutGesture, type LayoutGesture } from '../commands/sections';
import { useDesigner, useDesignerStore } from '../edit/hooks';
import { useText } from '../i18n';
import { PALETTE } from '../kinds/registry';
import { gridItems, layoutItems, type GridItem } from '../layout/grid';
import CollapseCanvas from './canvas/CollapseCanvas';
import SectionCard from './canvas/SectionCard';
import { endPaletteDrag, paletteDragged } from './canvas/palette-drag';
import 'react-grid-layout/css/styles.css';

/** Same row unit and gap as the renderer's kanban board, so the canvas looks like the page it makes. */
const ROW_HEIGHT = 40;
const GAP = 12;

/** The size a palette entry takes while dragged over the grid; a global filter is no section and is not dropped. */
function dropSize(): { w: number; h: number } | false {
  const key = paletteDragged();
  if (!key) return false;
  const kind = PALETTE[key];
  return kind.adds === 'section' ? kind.size : false;
}

/**
 * The sections' places on the grid, followed as text: an edit that moves nothing (a title, a setting, their undo)
 * does not re-render the grid, which lays out every section (60 grid items on a large page). Nor does a drag or a
 * resize while it goes on: react-grid-layout moves the items itself, and giving it back on every frame the places it
 * just reported was a second layout pass of every section per frame. When the gesture ends, the places it left are
 * given once (Esc remounts the grid on the places from before).
 */
export function useGridItems(): GridItem[] {
  const store = useDesignerStore();
  const given = useRef<{ layout: Page['layout']; sections: Page['sections']; text: string } | null>(null);
  const placesNow = useCallback(() => {
    const { gesture, doc } = store.getState();
    const last = given.current;
    // Places follow the layout and the sections' ids only: a selection or a setting reuses the text as it was.
    if (last && (gesture || (last.layout === doc.layout && last.sections === doc.sections))) return last.text;
    const text = JSON.stringify(gridItems(doc));
    given.current = { layout: doc.layout, sections: doc.sections, text };
    return text;
  }, [store]);
  const places = useSyncExternalStore(store.subscribe, placesNow);
  return useMemo(() => JSON.parse(places) as GridItem[], [places]);
}

/**
 * The page's sections on the 12-column grid. A drag or a resize is a gesture: each move shows at once and the whole
 * of it is one undo step; Esc cancels it (the grid is remounted, which ends the drag where it began). A palette entry
 * dropped on the grid lands on the cell it is let go on.
 */
function KanbanCanvas({ lang }: { lang: Lang }) {
  const store = useDesignerStore();
  const items = useGridItems();
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
  const drop = useCallback(
    (_layout: Layout, item: LayoutItem | undefined) => {
      const key = paletteDragged();
      endPaletteDrag();
      if (key && item) addFromPalette(store, key, lang, { x: item.x, y: item.y });
    },
    [store, lang],
  );

  // The container is always there: the grid measures its width once, when it mounts.
  return (
    // useContainerWidth types its ref for React 19, where a ref may hold null; React 18's div accepts the same object.
    <div ref={containerRef as RefObject<HTMLDivElement>} className="ts-designer-grid" data-testid="designer-grid">
      {mounted && (
        <GridLayout
          key={epoch}
          width={width}
          layout={items}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [GAP, GAP] }}
          dragConfig={{ handle: '.ts-designer-drag' }}
          dropConfig={{ enabled: true, onDragOver: dropSize }}
          onDragStart={start('move')}
          onDrag={place}
          onDragStop={stop}
          onResizeStart={start('resize')}
          onResize={place}
          onResizeStop={stop}
          onDrop={drop}
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

/** The place in the collapse report a drop at this height takes: before the first section whose middle is below it. */
function listIndexAt(canvas: HTMLElement, clientY: number): number {
  const rows = [...canvas.querySelectorAll('.ts-designer-collapse > li')];
  const after = rows.findIndex((row) => {
    const box = row.getBoundingClientRect();
    return clientY < box.top + box.height / 2;
  });
  return after === -1 ? rows.length : after;
}

/**
 * The page as it will show: a collapse report (sections one under another) or the kanban board, as the page's display
 * mode says. A palette entry dropped on the collapse report is added where it is let go in the list.
 */
export default function Canvas({ lang }: { lang: Lang }) {
  const t = useText();
  const store = useDesignerStore();
  const kanban = useDesigner((s) => s.doc.display === PAGE_DISPLAYS.KANBAN);
  const empty = useDesigner((s) => s.doc.sections.length === 0);
  const listDrop = kanban
    ? {}
    : {
        onDragOver: (event: DragEvent) => {
          if (dropSize()) event.preventDefault();
        },
        onDrop: (event: DragEvent<HTMLElement>) => {
          const key = paletteDragged();
          endPaletteDrag();
          if (!key) return;
          event.preventDefault();
          addFromPalette(store, key, lang, { index: listIndexAt(event.currentTarget, event.clientY) });
        },
      };
  return (
    <div className="ts-designer-canvas" data-testid="designer-canvas" {...listDrop}>
      {empty && <Empty className="ts-designer-empty" description={t('ui.noSections')} />}
      {kanban ? <KanbanCanvas lang={lang} /> : <CollapseCanvas />}
    </div>
  );
}
