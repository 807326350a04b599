/**
 * The wire models, re-exported for the demo API so handler folders need no `../../src` paths.
 * Type-only, with two exceptions, pure modules that the server enforces and the site checks with
 * too, so the two can never disagree: the password rule, and the learner records' rules (what each
 * kind may hold, and which of two versions is kept).
 */
export type * from '../src/store/models';
export { passwordProblem, PASSWORD_MIN_LENGTH, type PasswordProblem } from '../src/lib/passwordRule';
export { resolveRecord } from '../src/learner/resolve';
export { checkRecord, COURSELESS_KINDS } from '../src/learner/rules';
