// How the tool scripts serve a built bundle: `vite preview` (demo API, production CSP,
// pre-compressed files) on its own port, in its own process group so all of it can be stopped.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

interface PreviewOptions {
  port: number;
  outDir?: string;
  env?: NodeJS.ProcessEnv;
}

/** A running preview server: where it answers, and how to stop it with everything it started. */
export interface Preview {
  base: string;
  stop: () => void;
}

/** Starts the preview server for `outDir` on `port` and resolves once it answers. */
export async function startPreview({ port, outDir = 'dist', env = process.env }: PreviewOptions): Promise<Preview> {
  const base = `http://localhost:${port}`;
  // A server left over on the port would answer for this one, and we would measure (or prerender)
  // its build instead of `outDir`'s.
  if (await response(base)) throw new Error(`Port ${port} is already in use: stop what serves ${base} first`);
  const server = spawn(
    'npx',
    ['vite', 'preview', '--configLoader', 'runner', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
      detached: true,
    },
  );
  const stop = () => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 150; i += 1) {
    if ((await response(base))?.ok) return { base, stop };
    await sleep(200);
  }
  stop();
  throw new Error(`Preview server did not start on ${base}`);
}

async function response(base: string): Promise<Response | null> {
  try {
    return await fetch(base);
  } catch {
    return null; // nothing listening (yet)
  }
}
