import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://localhost:${port}`;
// .ci/run builds once before e2e; elsewhere e2e builds the production bundle itself. A build is reused only when
// it is whole: its last file written is the page list the preview server answers by.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const reuseBuild = process.env.E2E_REUSE_BUILD === '1' && existsSync(`${outDir}/pages.json`);
// The journeys of the learner-data contract run against a second build with it on, on the next
// port: in the main build the shared demo learner's progress stays in each browser.
const learnerPort = port + 1;
const learnerURL = `http://localhost:${learnerPort}`;
const learnerOutDir = `${outDir}-learner-data`;
const reuseLearnerBuild = process.env.E2E_REUSE_BUILD === '1' && existsSync(`${learnerOutDir}/pages.json`);
const LEARNER_DATA_SPEC = /learnerData\w*\.spec\.ts/;

/** Builds the production bundle with its prerendered pages into `dir`, unless it is reused. */
const build = (dir: string, learnerData: boolean, at: number) => {
  const env = `VITE_LEARNER_DATA_API=${learnerData} PORT=${at}`;
  return (
    `${env} npx vite build --configLoader runner --outDir ${dir} && ` +
    `${env} npx vite build --configLoader runner --ssr --outDir ${dir}-ssr && ` +
    `${env} PRERENDER_OUT_DIR=${dir} npx tsx tools/prerender.ts && `
  );
};
const serve = (dir: string, at: number) =>
  `npx vite preview --configLoader runner --outDir ${dir} --port ${at} --strictPort`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous waits: a cold load of a page that fetches its data is slow under the suite's two
  // workers on two cores, and so is a journey that signs a learner up, logs in, opens the checkout
  // three times and runs axe on it. Speed is measured by
  // tools/perf.ts, not here. Each step has its own limit, so a step that hangs fails where it
  // hangs, not as a test timeout.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: LEARNER_DATA_SPEC,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
      grep: /@phone/,
      testIgnore: LEARNER_DATA_SPEC,
    },
    {
      name: 'learner-data',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: learnerURL },
      testMatch: LEARNER_DATA_SPEC,
    },
  ],
  webServer: [
    {
      command: `${reuseBuild ? '' : build(outDir, false, port)}${serve(outDir, port)}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { PORT: String(port) },
    },
    {
      command: `${reuseLearnerBuild ? '' : build(learnerOutDir, true, learnerPort)}${serve(learnerOutDir, learnerPort)}`,
      url: learnerURL,
      reuseExistingServer: !process.env.CI,
      // Its build runs while the first server starts, on the same two cores.
      timeout: 600_000,
      env: { PORT: String(learnerPort) },
    },
  ],
});
