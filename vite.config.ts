import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { demoApi } from './mocks/vitePlugin';
import { parseEnv } from './src/config/parseEnv';
import { checkContent } from './tools/checkContent';
import { contentSecurityPolicy, playerFrameAncestors, readScriptHashes } from './tools/csp';
import { precompress, servePrecompressed } from './tools/precompress';
import { errorAnswer, requestGuard } from './tools/previewGuards';
import { quizContent } from './tools/quizContent';
import { scriptsAfterContent } from './tools/scriptsAfterContent';

const port = Number(process.env.PORT ?? 4173);

export default defineConfig(({ mode, isSsrBuild }) => {
  const siteOrigin = `http://localhost:${port}`;
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'), siteOrigin);
  return {
    // The demo API answers on the same server as the site, in dev and in preview (`npm start`).
    plugins: [
      react(),
      scriptsAfterContent(),
      {
        name: 'tradeschool-content-security-policy',
        configurePreviewServer(server) {
          // The production bundle is previewed (and tested end to end) under the production policy.
          // Set here, first, for every answer: Vite's own `preview.headers` reach only the files it
          // serves itself, never the demo API's answers, the pages or the pre-compressed files.
          // The pages' inline colour-scheme script is allowed by the hash the build wrote beside them.
          const scriptHashes = readScriptHashes(resolve(server.config.root, server.config.build.outDir));
          const policy = contentSecurityPolicy(env, siteOrigin, { scriptHashes });
          const playerPolicy = contentSecurityPolicy(env, siteOrigin, {
            frameAncestors: playerFrameAncestors(env, siteOrigin),
          });
          server.middlewares.use((req, res, next) => {
            res.setHeader('Content-Security-Policy', req.url?.startsWith('/demo/player.html') ? playerPolicy : policy);
            next();
          });
          // The nginx snippet's other headers, the Host check, bad encodings, TRACE and oversized
          // bodies, before anything else. The Host check is the guard's (Vite's own is off, below),
          // so a refused Host gets the same headers and fixed words that never repeat the Host.
          const { host } = server.config.preview;
          server.middlewares.use(requestGuard({ allowedHosts: typeof host === 'string' ? [host] : [] }));
          // Installed after Vite's own middlewares: an error anywhere is a plain 500, never a stack.
          return () => {
            server.middlewares.use(errorAnswer());
          };
        },
      },
      demoApi(),
      quizContent({ browserGrades: !env.learnerDataApi }),
      {
        name: 'tradeschool-course-content',
        // The school edits its content folders: a broken file fails the build, naming its path and field.
        buildStart() {
          const { errors } = checkContent(fileURLToPath(new URL('./content/courses', import.meta.url)));
          if (errors.length) this.error(errors.join('\n'));
        },
      },
      // The server bundle (tools/prerender.ts renders the pages with it) is never served.
      ...(isSsrBuild ? [] : [precompress()]),
      {
        name: 'tradeschool-serve-precompressed',
        configurePreviewServer(server) {
          server.middlewares.use(servePrecompressed(resolve(server.config.root, server.config.build.outDir)));
        },
      },
    ],
    // The same in the server bundle and the browser's, so a page hydrates with the year it was rendered with.
    define: {
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
      // Pages rendered at build time have no page origin to fall back on: the server's site URL is
      // VITE_SITE_URL, or where `npm start` (and the e2e suite, through PORT) serves the build.
      ...(isSsrBuild ? { 'import.meta.env.VITE_SITE_URL': JSON.stringify(env.siteUrl) } : {}),
    },
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    server: { port: 5173 },
    preview: {
      port,
      host: process.env.HOST ?? 'localhost',
      // tools/previewGuards.ts checks the Host of every request itself, first (see above).
      allowedHosts: true,
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The boot chunk (below) is the largest; tools/checkBundle.ts is the gate on what it weighs.
      chunkSizeWarningLimit: 700,
      // Read by tools/checkBundle.ts, and by tools/prerender.ts to link a page's own chunks.
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      // The server bundle: the pages' renderer, and the demo API it fetches from when the build has
      // no school API (`VITE_API_URL` unset). In the client, everything the entry imports statically
      // (every page needs it before it hydrates) is one chunk: left to itself the bundler splits it
      // into a chunk per group of pages that share a part, each compressed on its own and each a
      // request, so the same code costs more bytes and more round trips.
      rolldownOptions: isSsrBuild
        ? { input: { 'entry-server': 'src/app/entry-server.tsx', 'demo-api': 'mocks/node.ts' } }
        : {
            output: {
              codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
              // A course's content chunks are named by their folder ("crypto-basics-quiz",
              // "crypto-basics-2-1.hi"), not only by a file name every course shares ("quiz").
              chunkFileNames: (chunk) => {
                const content =
                  /\/content\/courses\/([^/]+)\/(?:practice\/|captions\/)?([^/]+)\.(?:json|vtt)(?:\?.*)?$/.exec(
                    chunk.facadeModuleId ?? '',
                  );
                return content ? `assets/${content[1]}-${content[2]}-[hash].js` : 'assets/[name]-[hash].js';
              },
            },
          },
    },
  };
});
