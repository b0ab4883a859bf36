import type { SsoRefusal } from '@tessera/schema/api';

/** Texts of single sign-on on the login page. */
export const ssoZh = {
  sso: {
    button: '使用单点登录（SSO）',
    or: '或使用账号密码登录',
    only: '请使用公司统一身份认证登录',
    errors: {
      state: '登录已过期，或不是在这个浏览器中发起的，请重新登录',
      provider: '单点登录服务没有通过这次登录，请重试或联系管理员',
      unavailable: '暂时无法连接单点登录服务，请稍后再试',
      no_identity: '单点登录服务没有提供用户名或邮箱，无法确认你的账号',
      unknown_user: '没有与你的单点登录身份对应的账号，请联系管理员开通',
      username_taken: '无法为你创建账号：同名用户已存在，请联系管理员',
      disabled: '该账号已停用，无法登录',
      not_configured: '本系统未配置单点登录',
      other: '单点登录失败，请重试',
    } satisfies Record<SsoRefusal | 'other', string>,
  },
};
