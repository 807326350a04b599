import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { demoApi } from './mocks/vitePlugin';
import { parseEnv } from './src/config/parseEnv';
import { contentSecurityPolicy, playerFrameAncestors } from './tools/csp';
import { precompress, servePrecompressed } from './tools/precompress';
import { muiDefaultTheme } from './tools/muiDefaultTheme';
import { muiWithoutCssVars } from './tools/muiWithoutCssVars';
import { bootStages } from './tools/bootStages';
import { spreadModulePreloads } from './tools/spreadModulePreloads';

const port = Number(process.env.PORT ?? 4173);

/**
 * react-router ships a production build beside the development one, but its package exports only
 * the development one, whose dev warnings (and their messages) then stay in the bundle.
 */
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
        { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      ]
    : [];

export default defineConfig(({ mode }) => {
  const siteOrigin = `http://localhost:${port}`;
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'), siteOrigin);
  return {
    // The demo API answers on the same server as the site, in dev and in preview (`npm start`).
    plugins: [
      react(),
      {
        name: 'tradeschool-content-security-policy',
        configurePreviewServer(server) {
          // The production bundle is previewed (and tested end to end) under the production policy.
          // Set here, first, for every answer: Vite's own `preview.headers` reach only the files it
          // serves itself, never the demo API's answers, the pages or the pre-compressed files.
          const policy = contentSecurityPolicy(env, siteOrigin);
          const playerPolicy = contentSecurityPolicy(env, siteOrigin, { frameAncestors: playerFrameAncestors(env, siteOrigin) });
          server.middlewares.use((req, res, next) => {
            res.setHeader('Content-Security-Policy', req.url?.startsWith('/demo/player.html') ? playerPolicy : policy);
            next();
          });
        },
      },
      demoApi(),
      bootStages(),
      muiWithoutCssVars(),
      muiDefaultTheme(),
      spreadModulePreloads(),
      precompress(),
      {
        name: 'tradeschool-serve-precompressed',
        configurePreviewServer(server) {
          server.middlewares.use(servePrecompressed(resolve(server.config.root, server.config.build.outDir)));
        },
      },
    ],
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...reactRouterProduction(mode)],
    },
    server: { port: 5173 },
    preview: {
      port,
      host: process.env.HOST ?? 'localhost',
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // Read by tools/checkBundle.mjs to know which chunks the home page needs.
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // @emotion/react imports hoist-non-react-statics for its side effects only (to steer
          // Rollup's chunking), so the module, with its own copy of react-is, was kept and run on
          // every first load; only withTheme, which we do not use, needs it.
          moduleSideEffects: (id) => (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined),
        },
      },
    },
  };
});
