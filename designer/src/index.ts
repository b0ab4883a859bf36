/** @tessera/designer: the page designer. Every change to the page goes through one described, undoable command. */
export {
  createDesignerStore,
  isDirty,
  pendingDescriptions,
  HISTORY_LIMIT,
  type DesignerState,
  type DesignerStore,
  type HistoryEntry,
  type PerformOptions,
} from './edit/store';
export { describeEdit, type EditDescription, type EditKey } from './edit/description';
export type { Recipe } from './edit/patches';
export type { SelectMode } from './edit/selection';
export {
  DesignerProvider,
  useDesigner,
  useDesignerStore,
  useSection,
  useSectionIds,
  useIsSelected,
  useUndoRedo,
} from './edit/hooks';
export { setDesignerLang } from './i18n';
