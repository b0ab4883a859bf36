import { Type, type Static } from '@sinclair/typebox';
import { GRID_COLUMNS } from './codes-extra';
import { DiagramRef, StrictObject } from './common';

/** Where one section sits on the kanban grid (react-grid-layout units: 12 columns, rows of fixed height). */
export const LayoutItemSchema = StrictObject(
  {
    section_id: DiagramRef('Id or key of the section placed here'),
    x: Type.Integer({ minimum: 0, maximum: GRID_COLUMNS - 1, description: 'Column of the left edge (0–11)' }),
    y: Type.Integer({ minimum: 0, description: 'Row of the top edge' }),
    w: Type.Integer({ minimum: 1, maximum: GRID_COLUMNS, description: 'Width in columns (1–12)' }),
    h: Type.Integer({ minimum: 1, description: 'Height in rows' }),
  },
  { description: 'Placement of a section on the grid' },
);
export type LayoutItem = Static<typeof LayoutItemSchema>;

export const PageLayoutSchema = StrictObject(
  { items: Type.Array(LayoutItemSchema, { description: 'One placement per section' }) },
  { description: 'Grid layout of the sections (12 columns)' },
);
export type PageLayout = Static<typeof PageLayoutSchema>;
