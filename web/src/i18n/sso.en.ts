import type { Widen } from './types';
import type { ssoZh } from './sso.zh';

/** English texts of single sign-on on the login page: the same keys as sso.zh.ts. */
export const ssoEn: Widen<typeof ssoZh> = {
  sso: {
    button: 'Log in with SSO',
    or: 'or log in with a username and password',
    only: 'Log in with your company account',
    errors: {
      state: 'The login expired, or was not started in this browser: please log in again',
      provider: 'The single sign-on service did not accept this login: try again or ask an administrator',
      unavailable: 'The single sign-on service cannot be reached right now: try again later',
      no_identity: 'The single sign-on service gave no username or email, so your account cannot be found',
      unknown_user: 'No account matches your single sign-on identity: ask an administrator to open one',
      username_taken: 'No account could be created for you: the username is taken. Ask an administrator',
      disabled: 'This account is disabled and cannot log in',
      not_configured: 'Single sign-on is not set up on this site',
      other: 'Single sign-on failed: please try again',
    },
  },
};
