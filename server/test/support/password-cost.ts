/**
 * scrypt's cost N for the passwords tests create. At the production cost (16384) a login is about 50 ms of CPU, and
 * the suites log in thousands of times: half of their CPU. Verifying reads N from the stored hash, so the code is
 * the same; `test/password.test.ts` covers the production cost.
 */
export const TEST_PASSWORD_COST = 1024;
