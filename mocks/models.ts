/**
 * The wire models, re-exported for the demo API so handler folders need no `../../src` paths.
 * Type-only, with one exception: the password rule, which the server enforces and the forms check
 * before sending, is one pure module that both load, so the two can never disagree.
 */
export type * from '../src/store/models';
export { passwordProblem, PASSWORD_MIN_LENGTH, type PasswordProblem } from '../src/lib/passwordRule';
