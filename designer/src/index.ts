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
export {
  PALETTE,
  PALETTE_KEYS,
  type PaletteKey,
  type PaletteKind,
  type SectionKind,
  type GlobalFilterKind,
  type PanelKey,
  kindOf,
} from './kinds/registry';
export type { ScaffoldContext } from './kinds/scaffold';
export { dropRefusal, dropIntoZone, type DropZone, type ZoneRole } from './kinds/zones';
export { chartTypeChoices, switchChartType, SWITCHABLE_CHART_TYPES, type ChartTypeChoice } from './kinds/chart-types';
export {
  addFromPalette,
  deleteSections,
  renameSection,
  dropField,
  changeChartType,
  beginLayoutGesture,
  updateLayoutGesture,
  type LayoutGesture,
} from './commands/sections';
export {
  setDataset,
  reorderZone,
  removeField,
  setAggregate,
  setFormatter,
  cycleSort,
  zoneColumns,
} from './commands/fields';
export {
  setSetting,
  setHeight,
  addSeries,
  removeSeries,
  setSecondYAxis,
  setDataZoom,
  addTableColumns,
  moveTableColumn,
  removeTableColumn,
  setColumnRules,
  addCard,
  removeCard,
  setCardMode,
  type SettingChange,
  type RuleChoice,
} from './commands/settings';
export type { DatasetChoice, DatasetSource } from './datasets/source';
export type { SectionDataCall } from './ui/Preview';
export type { CodeEditorHost, CodeEditorHostProps } from './ui/json/host';
export type { ServerProblem } from './ui/problems/issues';
export { default as PageDesigner, type PageDesignerProps } from './ui/PageDesigner';
export {
  addFilter,
  removeFilter,
  moveFilter,
  changeFilter,
  setFilterType,
  setOptionSource,
  optionSourceOf,
  overriddenSections,
  filtersIn,
  type FilterScope,
  type OptionSource,
} from './commands/filters';
export { FILTER_TYPE_TRAITS, filterScaffold, retyped, operatorsFor, type FilterTypeTraits } from './kinds/filter-types';
export type { FilterSources, NamedChoice } from './ui/filters/sources';
