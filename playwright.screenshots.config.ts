import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every route at phone and desktop width, in both colour schemes and both
 * languages, from the production build, into screenshots/ (ignored by git) to look through.
 */
export default defineConfig({
  ...base,
  testDir: './e2e',
  // Not a *.spec.ts: the e2e suite leaves it out.
  testMatch: 'screenshots.sheet.ts',
  outputDir: 'test-results/screenshots',
  retries: 0,
  projects: [{ name: 'sheet' }],
});
