/** Texts of the problems panel: every error and warning of the page as edited, and the server's. */
export default {
  title: '问题',
  none: '没有问题',
  errors: '{{count}} 个错误',
  warnings: '{{count}} 个警告',
  error: '错误',
  warning: '警告',
  json: 'JSON',
  server: '服务器',
  page: '页面',
};
