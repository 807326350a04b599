import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { demoApi } from './mocks/vitePlugin';
import { precompress, servePrecompressed } from './tools/precompress';

const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  // The demo API answers on the same server as the site, in dev and in preview (`npm start`).
  plugins: [
    react(),
    demoApi(),
    precompress(),
    {
      name: 'tradeschool-serve-precompressed',
      configurePreviewServer(server) {
        server.middlewares.use(servePrecompressed(resolve(server.config.root, server.config.build.outDir)));
      },
    },
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port, host: process.env.HOST ?? 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
