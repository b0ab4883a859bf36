import { memo, type MouseEvent } from 'react';
import { useDesignerStore, useIsSelected, useSection } from '../../edit/hooks';
import type { SelectMode } from '../../edit/selection';

export const selectModeOf = (event: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey'>): SelectMode =>
  event.ctrlKey || event.metaKey ? 'toggle' : event.shiftKey ? 'add' : 'replace';

/**
 * One section on the canvas; it re-renders only when its own section or its selection changes. Memoised: the grid
 * re-renders on every edit (it lays out every section) and the host on every change of the document.
 */
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

export default memo(SectionCard);
