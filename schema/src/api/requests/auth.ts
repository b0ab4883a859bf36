/** Sign-in. */
import type { Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import { contract, filled } from './primitives';

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
