import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://localhost:${port}`;
// .ci/run builds once before e2e; elsewhere e2e builds the production bundle itself.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const reuseBuild = process.env.E2E_REUSE_BUILD === '1' && existsSync(`${outDir}/index.html`);

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } }, grep: /@phone/ },
  ],
  webServer: {
    command: `${reuseBuild ? '' : `VITE_LEARNER_DATA_API=false npx vite build --configLoader runner --outDir ${outDir} && VITE_LEARNER_DATA_API=false npx vite build --configLoader runner --ssr --outDir ${outDir}-ssr && PRERENDER_OUT_DIR=${outDir} npx tsx tools/prerender.ts && `}npx vite preview --configLoader runner --outDir ${outDir} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(port) },
  },
});
