import type { Widen } from './types';
import type { designerZh } from './designer.zh';

/** English texts of the designer routes: the same keys as designer.zh.ts. */
export const designerEn: Widen<typeof designerZh> = {
  designerScreen: {
    title: 'Page designer',
    noPage: 'No page given: open a page from the page configuration',
  },
};
