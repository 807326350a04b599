import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/**
 * The links are appended one per task, like the prerendered pages' loader does with the boot
 * files: each append starts a request, a few ms of main thread here and 13-26 ms with the CPU
 * slowed 4x, so even three in one task were a long task on a slow phone. A message, unlike a
 * chain of timers, is not held back 4 ms from the fifth task on.
 */
const APPEND_SOON = `
const pendingLinks = [];
let linkChannel;
function appendSoon(link) {
  if (!linkChannel) {
    linkChannel = new MessageChannel();
    linkChannel.port1.onmessage = () => {
      document.head.appendChild(pendingLinks.shift());
      if (pendingLinks.length) linkChannel.port2.postMessage(null);
    };
  }
  if (pendingLinks.push(link) === 1) linkChannel.port2.postMessage(null);
}
`;

/**
 * Opening a lazy route, Vite's preload helper appends a `<link rel="modulepreload">` for each of
 * the route's chunks the page does not have yet, all in one task: about 25 for the course viewer,
 * 14 ms here and four times that on a slow phone, on every page without a snapshot of its own
 * (served app.html) and on a first visit to a route in the app. This build has the helper append
 * them one per task instead. The route's own import() still starts at once; a preload that
 * comes after the import has found that file joins its request instead of making another.
 */
export function spreadModulePreloads(): Plugin {
  let rewritten = false;
  return {
    name: 'tradeschool-spread-module-preloads',
    apply: 'build',
    buildStart() {
      rewritten = false;
    },
    transform(code, id) {
      if (id !== HELPER) return null;
      // Loud, so that a Vite release that changes its helper is noticed rather than silently skipped.
      if (!code.includes(APPEND)) this.error(`${HELPER} no longer appends its links as expected`);
      rewritten = true;
      return { code: `${APPEND_SOON}${code.replace(APPEND, 'appendSoon(link);')}`, map: null };
    },
    generateBundle() {
      if (!rewritten) this.error(`${HELPER} was not rewritten: its links would be appended in one task again`);
    },
  };
}
