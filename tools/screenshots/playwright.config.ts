import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run screenshots`: every route at phone and desktop width, in both colour schemes and both
 * languages, from the production build, into screenshots/ (ignored by git) to look through.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'sheet.spec.ts',
  outputDir: '../../test-results/screenshots',
  retries: 0,
  projects: [{ name: 'sheet' }],
  // The build and its server run from the project's folder, as for the e2e suite.
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: root } : base.webServer,
});
