import type { Widen } from './types';
import type { designerZh } from './designer.zh';

/** English texts of the designer routes: the same keys as designer.zh.ts. */
export const designerEn: Widen<typeof designerZh> = {
  designerScreen: {
    title: 'Page designer',
    noPage: 'No page given: open a page from the page configuration',
    codeTitle: 'Page designer (code)',
    seeProblems: 'The problems panel lists each error; a click goes to its field',
    previewAsStaff: 'Preview as staff',
    publishConfirm: 'Put every saved section online?',
    publishNothing: 'The page has no saved section yet',
    published: 'Published: staff now see this version',
  },
};
