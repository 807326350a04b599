import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown, UserConfig } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The code a first visit runs before the page renders, in stages that `src/main.tsx` imports one
 * after another, with a task boundary between them. As one script, the shell held the main thread
 * for a single task of about 170 ms here (four times that on a slow phone), in which a tap went
 * unanswered; in stages, no task is longer than the largest stage. Each stage is the modules its
 * roots import that no earlier stage has, so evaluating a stage never pulls in a later one.
 */
export const BOOT_STAGES = [
  // Emotion and MUI's styling engine (src/main.tsx builds the theme itself in the next task).
  { name: 'ui', roots: ['src/theme/theme.ts'] },
  // Redux, RTK Query and redux-persist: the libraries alone, evaluated before the calls into them.
  { name: 'redux', roots: ['@reduxjs/toolkit/query/react', 'redux-persist'] },
  // RTK Query's API (createApi is most of this stage's time), the slices and their persistence.
  { name: 'store', roots: ['src/store/store.ts'] },
  // The router, the layout and the rest of MUI the shell shows.
  { name: 'shell', roots: ['src/app/App.tsx', 'src/app/routes.tsx'] },
] as const;

/**
 * The first stage: `src/main.tsx` and what it imports statically (React). Named, so that React
 * is not drawn into the later stages that use it.
 */
const FIRST = 'main';
const RUNTIME = 'rolldown-runtime';

const inLibrary = (id: string) => id.includes('/node_modules/');
const isBarrel = (id: string) => inLibrary(id) && /[\\/]index\.m?js$/.test(id);

/**
 * One chunk per stage. Left alone, the bundler cuts this code into a score of small files, shared
 * with lazy routes, and each compresses on its own: about 7 KB more gzip on every first load. The
 * stages' files are fetched together from the start (modulepreload), so staging costs no extra
 * round trip; only their evaluation waits.
 */
export function bootStages(): Plugin {
  const stageOf = new Map<string, string>();
  let root = process.cwd();
  let base = '/';
  return {
    name: 'tradeschool-boot-stages',
    apply: 'build',
    config(): UserConfig {
      const names = [FIRST, ...BOOT_STAGES.map((stage) => stage.name)];
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: names.map((name) => ({ name, test: (id: string) => stageOf.get(id) === name, priority: 100 })),
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildEnd() {
      // The module graph is complete here, before chunks are made.
      const claim = (id: string, stage: string) => {
        if (stageOf.has(id)) return;
        stageOf.set(id, stage);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          // A library's barrel re-exports whole components; only its parts that are used stay in.
          if (inLibrary(id) && isBarrel(next)) continue;
          claim(next, stage);
        }
      };
      // index.html's module imports src/main.tsx: that and its static imports are the first stage.
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) for (const next of this.getModuleInfo(id)?.importedIds ?? []) claim(next, FIRST);
      }
      const main = resolve(root, 'src/main.tsx');
      for (const stage of BOOT_STAGES) {
        for (const file of stage.roots) {
          // A root is one of our files, or a library as src/main.tsx would import it.
          const id = file.startsWith('src/') ? resolve(root, file) : (await this.resolve(file, main))?.id;
          if (!id || !this.getModuleInfo(id)) this.error(`boot stage ${stage.name}: ${file} is not in the build`);
          claim(id, stage.name);
        }
      }
    },
    generateBundle(_options, bundle) {
      // A stage that imported a later one would evaluate it early, in the same task. The bundler's
      // helpers (module interop, no side effects) come before every stage.
      const order: string[] = [RUNTIME, FIRST, ...BOOT_STAGES.map((stage) => stage.name)];
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk' && !file.isEntry);
      const stageOfFile = new Map(
        chunks.filter((chunk) => order.includes(chunk.name)).map((chunk) => [chunk.fileName, order.indexOf(chunk.name)]),
      );
      // The stages are main.tsx's dynamic imports, no more and no fewer: a list that drifted from
      // that file would leave a stage to the bundler's own chunking.
      const stageFiles = BOOT_STAGES.map((stage) => chunks.find((chunk) => chunk.name === stage.name)?.fileName);
      const imported = chunks.find((chunk) => chunk.name === FIRST)?.dynamicImports ?? [];
      if (imported.join() !== stageFiles.join()) {
        this.error(`src/main.tsx imports ${imported.join(', ')} dynamically, but the boot stages are ${stageFiles.join(', ')}`);
      }
      for (const chunk of chunks) {
        const own = stageOfFile.get(chunk.fileName);
        if (own === undefined) continue;
        for (const file of chunk.imports) {
          const theirs = stageOfFile.get(file);
          if (theirs === undefined || theirs > own) this.error(`boot stage ${chunk.name} imports ${file}, which is not an earlier stage`);
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const chunks = Object.values(context.bundle ?? {}).filter((file): file is OutputChunk => file.type === 'chunk');
        return BOOT_STAGES.flatMap((stage) => chunks.filter((chunk) => chunk.name === stage.name)).map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
