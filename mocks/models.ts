/**
 * The wire models, re-exported for the demo API so handler folders need no `../../src` paths.
 * Type-only: the mocks never load code from src/.
 */
export type * from '../src/store/models';
