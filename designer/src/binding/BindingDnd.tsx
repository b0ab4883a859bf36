import { useState, type ReactNode } from 'react';
import { Tag } from 'antd';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { DatasetColumn } from '@tessera/schema/dsl';
import { dragOutcome, type DragData, type DragOutcome } from './drag';

/** The zone under the pointer first (a drop lands where it is let go); for keyboard drags, the one overlapped. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * The drag context of a field list and its zones: pointer (past 4 px) and keyboard drags, the dragged field's tag
 * under the pointer, and what each finished drag does (a drop into a zone or a move within it).
 */
export default function BindingDnd({
  onStart,
  onOutcome,
  children,
}: {
  onStart?: () => void;
  onOutcome: (outcome: DragOutcome) => void;
  children: ReactNode;
}) {
  const [dragged, setDragged] = useState<DatasetColumn | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const start = ({ active }: DragStartEvent) => {
    onStart?.();
    setDragged((active.data.current as DragData | undefined)?.field ?? null);
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const outcome = dragOutcome(active, over);
    if (outcome) onOutcome(outcome);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={collision} onDragStart={start} onDragEnd={end}>
      {children}
      <DragOverlay dropAnimation={null}>{dragged && <Tag>{dragged.column_name}</Tag>}</DragOverlay>
    </DndContext>
  );
}
