/** Sign-in. */
import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import { contract, filled, queryContract, text } from './primitives';

export const LoginBody = contract('LoginBody', {
  username: filled(INPUT_LIMITS.USERNAME),
  password: filled(INPUT_LIMITS.PASSWORD_MAX),
});
export type LoginBody = Static<typeof LoginBody>;

/** An admin ends an account's login lockout and delays (after repeated wrong passwords). */
export const LoginLockoutClearBody = contract('LoginLockoutClearBody', {
  username: filled(INPUT_LIMITS.USERNAME),
});
export type LoginLockoutClearBody = Static<typeof LoginLockoutClearBody>;

/** Starts a single sign-on login; `redirect` is the in-app url to open afterwards (others fall back to /index). */
export const OidcLoginQuery = queryContract('OidcLoginQuery', {
  redirect: Type.Optional(text(INPUT_LIMITS.URL)),
});
export type OidcLoginQuery = Static<typeof OidcLoginQuery>;

/**
 * Where the OpenID Connect provider sends the browser back: a code and the state, or an error (RFC 6749 4.1.2).
 * Other parameters the provider adds (iss, session_state) are read by the client library from the url.
 */
export const OidcCallbackQuery = queryContract('OidcCallbackQuery', {
  code: Type.Optional(text(INPUT_LIMITS.URL)),
  state: Type.Optional(text(200)),
  error: Type.Optional(text(200)),
  error_description: Type.Optional(text(1000)),
});
export type OidcCallbackQuery = Static<typeof OidcCallbackQuery>;
