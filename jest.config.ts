/**
 * Read with ts-node's transpile-only mode: `npm run typecheck` checks this file's types.
 * @jest-config-loader-options {"transpileOnly": true}
 */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/**
 * Packages that ship only ES modules, which jest's CommonJS runtime cannot load: ts-jest turns
 * them into CommonJS. msw and the rest of its dependencies ship CommonJS builds of their own,
 * which jest loads as they are.
 */
const esmOnly = ['until-async', 'rettime', '@open-draft/deferred-promise', 'mui-tel-input'];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/tools'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    // env.ts reads import.meta.env, which only exists in Vite's ESM build.
    '^@/config/env$': '<rootDir>/src/test/env.ts',
    // The course folders are found by Vite's import.meta.glob; here they are read from the disk.
    '^\\./contentGlob$': '<rootDir>/src/test/contentFiles.ts',
    '^virtual:tradeschool/quiz-keys$': '<rootDir>/src/test/quizKeyFiles.ts',
    // The pages are found by Vite's import.meta.glob; here they are read from their folder.
    '^\\./pageFiles$': '<rootDir>/src/test/pageFiles.ts',
    // Catalogues are chunks in Vite's build; here they are read from their files.
    '^@/i18n/loadCatalogue$': '<rootDir>/src/test/loadCatalogue.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
  },
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // The suite keeps every core busy (screen tests render and compute far more than they wait), so a
  // worker per core: more workers only contend for the cores and collect more garbage.
  maxWorkers: availableParallelism(),
  // Above the longest wait of src/test/setup.ts, so a failed wait reports itself first.
  testTimeout: 15_000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
