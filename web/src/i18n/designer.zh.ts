/** Texts of the designer routes (/admin/config2): the screen around the designer package, which has its own texts. */
export const designerZh = {
  designerScreen: {
    title: '页面设计',
    noPage: '没有指定页面：请从页面配置中打开一个页面',
  },
};
