import { useSectionIds } from '../../edit/hooks';
import SectionCard from './SectionCard';

/** The collapse report: the sections one under another, in the page's order (the outline reorders them). */
export default function CollapseCanvas() {
  const ids = useSectionIds();
  return (
    <ol className="ts-designer-collapse" data-testid="designer-collapse">
      {ids.map((id) => (
        <li key={id}>
          <SectionCard id={id} />
        </li>
      ))}
    </ol>
  );
}
