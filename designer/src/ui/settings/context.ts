import { createContext, useContext } from 'react';
import type { Lang } from '@tessera/schema/rules';
import { sectionById, useDesigner } from '../../edit/hooks';
import { valueAt } from './schema';

/** The interface language inside the property panel (help texts and rule messages are picked by it). */
export const LangContext = createContext<Lang>('zh');
export const useLang = () => useContext(LangContext);

/**
 * The value at a pointer inside one section. A field re-renders only when its own value changes: an edit elsewhere
 * in the page (or elsewhere in the section) leaves it as it was.
 */
export function useSectionValue(id: string, pointer: string): unknown {
  return useDesigner((state) => valueAt(sectionById(state.doc.sections, id), pointer));
}
