import type { Active, Over } from '@dnd-kit/core';
import type { DatasetColumn } from '@tessera/schema/dsl';

/** Which fields a zone is for: dimensions or indicators (values). */
export type ZoneRole = 'dimension' | 'indicator';

/** What is dragged: a field of the dataset list, or a column already in a zone. */
export type DragData =
  { kind: 'field'; field: DatasetColumn } | { kind: 'column'; role: ZoneRole; field: DatasetColumn; index: number };

/** Where it is over: a zone, or a column in a zone (the zone too, at that column's place). */
export type DropData = { kind: 'zone'; role: ZoneRole } | { kind: 'column'; role: ZoneRole; index: number };

export type DragOutcome =
  | { kind: 'drop'; role: ZoneRole; field: DatasetColumn }
  | { kind: 'reorder'; role: ZoneRole; from: number; to: number };

/**
 * What a finished drag does: a field (or a column of the other zone) let go over a zone is a drop there; a column
 * let go over its own zone moves within it. Anything else does nothing.
 */
export function dragOutcome(active: Pick<Active, 'data'>, over: Pick<Over, 'data'> | null): DragOutcome | null {
  const from = active.data.current as DragData | undefined;
  const to = over?.data.current as DropData | undefined;
  if (!from || !to) return null;
  if (from.kind === 'column' && from.role === to.role) {
    const index = to.kind === 'column' ? to.index : Number.MAX_SAFE_INTEGER;
    return { kind: 'reorder', role: to.role, from: from.index, to: index };
  }
  return { kind: 'drop', role: to.role, field: from.field };
}
