/** Server messages of single sign-on and local login, kept apart from the rest. */

export const ssoZh = {
  'auth.local_login_off': '账号密码登录已关闭，请使用单点登录（SSO）',
} as const;

export const ssoEn: Record<keyof typeof ssoZh, string> = {
  'auth.local_login_off': 'Login with a username and password is turned off: log in with single sign-on (SSO)',
};
