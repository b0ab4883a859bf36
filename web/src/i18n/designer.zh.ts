/** Texts of the designer routes (/admin/config2): the screen around the designer package, which has its own texts. */
export const designerZh = {
  designerScreen: {
    title: '页面设计',
    noPage: '没有指定页面：请从页面配置中打开一个页面',
    codeTitle: '页面设计（代码）',
    seeProblems: '问题面板列出了每一处错误，点击可跳到对应字段',
    previewAsStaff: '以员工身份预览',
    publishConfirm: '把已保存的区块全部上线？',
    publishNothing: '页面还没有已保存的区块',
    published: '已发布：员工现在看到这一版',
  },
};
