import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The dependency direction of the house: app → features → learner → store/components/lib → config. */
const zones = [
  // A feature never imports another feature; src/app composes them.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features are independent: compose them in src/app.',
  })),
  {
    target: [
      './src/config',
      './src/store',
      './src/learner',
      './src/content',
      './src/features',
      './src/components',
      './src/lib',
      './src/theme',
    ],
    from: './src/app',
    message: 'Nothing imports src/app.',
  },
  {
    target: ['./src/store', './src/learner', './src/components', './src/lib', './src/theme', './src/config'],
    from: './src/features',
    message: 'Shared code cannot depend on a feature.',
  },
  {
    // The learner's records sit below the features and above the store.
    target: ['./src/store', './src/components', './src/lib', './src/theme', './src/config', './src/i18n'],
    from: './src/learner',
    message: "The learner's records are for features and pages: shared code below them stays free of them.",
  },
  {
    target: './src/learner',
    from: ['./src/components', './src/i18n', './src/theme'],
    message: "The learner's records hold data, not screens or words.",
  },
  {
    // The school's course content: its files and what they say, for features and pages to read.
    target: './src/content',
    from: ['./src/store', './src/learner', './src/components', './src/i18n', './src/theme', './src/features'],
    message: 'Course content is files and their rules: it reads nothing of the site.',
  },
  {
    target: [
      './src/store',
      './src/learner',
      './src/components',
      './src/lib',
      './src/theme',
      './src/config',
      './src/i18n',
    ],
    from: './src/content',
    message: 'Course content is for features and pages.',
  },
  {
    target: ['./src/components', './src/lib', './src/theme', './src/config'],
    from: './src/store',
    message: 'Presentational and pure code has no store access.',
  },
  {
    target: './src/config',
    from: ['./src/lib', './src/components', './src/theme'],
    message: 'config imports nothing internal.',
  },
  { target: './src/lib', from: ['./src/components', './src/theme'], message: 'lib holds pure helpers.' },
  {
    target: './src/i18n',
    from: ['./src/store', './src/components', './src/theme'],
    message: 'i18n builds on config and lib only.',
  },
  {
    target: ['./src/config', './src/lib', './src/theme', './src/store'],
    from: './src/i18n',
    message: 'Language is for screens: config, lib, theme and store stay free of it.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'node_modules', 'test-results', 'playwright-report', 'public', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.json', './tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // RTK Query spells "this call takes no argument" as `build.query<Result, void>`.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Prettier wraps code at 120 columns but never splits a string; long prose and patterns stay whole.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      // Packages first, then the '@/' and '@mocks/' aliases, then relative paths; Prettier formats the rest.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '{@,@mocks}/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks of src/store/hooks.ts.',
            },
            { name: '@mui/icons-material', message: "Import each icon by path: '@mui/icons-material/Menu'." },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message: "Link and navigate through '@/i18n', which keeps the page's language.",
            },
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Use '@/lib/lazyWithPreload': a failed load must be a ChunkLoadError, which LoadBoundary catches.",
            },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use '@/i18n''s useTranslation, which waits for the namespace's catalogue.",
            },
            {
              name: 'msw',
              importNames: ['http', 'HttpResponse'],
              message:
                "Take http from 'msw/core/http' and answer with the platform's Response: msw's main entry loads GraphQL into every test file.",
            },
          ],
          patterns: [{ group: ['../../*'], message: "Reach across folders with the '@/' alias." }],
        },
      ],
    },
  },
  {
    // Type-aware: a promise nobody awaits, catches or marks `void` loses its error.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react },
    settings: { react: { version: 'detect' } },
    rules: { 'react/jsx-key': ['error', { checkFragmentShorthand: true, warnOnDuplicates: true }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tools/**/*.test.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // Every test asserts: with expect, or through a helper that does (named `expect…`).
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      // A test run in each language checks the exact English words in English only, and a check of
      // the content files asks of a question what its type has.
      'jest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // What a learner cannot query by role or label is read from the page as it is: the head's tags,
      // a chart's SVG, the markup the server rendered for hydration.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: ['src/store/hooks.ts', 'src/i18n/**', 'src/test/**', 'src/lib/lazyWithPreload.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Only tests and the test harness may reach the demo API directly.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.testSetup.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            { target: './src', from: './mocks', message: 'The app talks to the demo API over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts', '*.config.{ts,js}', 'e2e/**/*.ts', 'scripts/**/*.{ts,js,mjs}', 'tools/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use`; they are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
