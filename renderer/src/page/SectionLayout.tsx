import type { CSSProperties, ReactNode } from 'react';
import { GRID_COLUMNS, PAGE_DISPLAYS, type Page, type Section } from '@tessera/schema/dsl';
import { useRenderer } from '../context';

/** Height of one kanban row unit in pixels; rows grow with their content. */
const KANBAN_ROW = 40;

/**
 * Collapse report (display 0): sections one under another. Kanban (display 1): the sections on the 12-column grid of
 * the page layout; a section the layout does not place goes below the placed ones, full width. On a phone every
 * page is a collapse report: a twelfth of 390 pixels holds no section.
 */
export default function SectionLayout({ page, render }: { page: Page; render: (section: Section) => ReactNode }) {
  const { phone } = useRenderer();
  if (phone || page.display !== PAGE_DISPLAYS.KANBAN) {
    return (
      <div className="ts-sections ts-sections-list">
        {page.sections.map((s) => (
          <div key={String(s.id)}>{render(s)}</div>
        ))}
      </div>
    );
  }
  const items = new Map((page.layout?.items ?? []).map((item) => [String(item.section_id), item]));
  const bottom = Math.max(0, ...[...items.values()].map((i) => i.y + i.h));
  let next = bottom;
  const grid: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
    gridAutoRows: `minmax(${KANBAN_ROW}px, auto)`,
    gap: 12,
  };
  return (
    <div className="ts-sections ts-sections-kanban" style={grid}>
      {page.sections.map((section) => {
        const item = items.get(String(section.id));
        const place = item ?? { x: 0, y: next, w: GRID_COLUMNS, h: 8 };
        if (!item) next += place.h;
        const style: CSSProperties = {
          gridColumn: `${place.x + 1} / span ${place.w}`,
          gridRow: `${place.y + 1} / span ${place.h}`,
          minWidth: 0,
        };
        return (
          <div key={String(section.id)} style={style}>
            {render(section)}
          </div>
        );
      })}
    </div>
  );
}
