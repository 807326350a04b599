import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../src/config/parseEnv';

/** Where the build lists the hashes of the inline scripts its pages carry, inside the output folder. */
export const SCRIPT_HASHES_FILE = '.vite/script-hashes.json';

/** A script-src source allowing the inline script whose text is `text`, exactly. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline-script hashes of the build in `outDir` (none before a build, or in dev). */
export function readScriptHashes(outDir: string): string[] {
  try {
    const hashes: unknown = JSON.parse(readFileSync(join(outDir, SCRIPT_HASHES_FILE), 'utf8'));
    return Array.isArray(hashes) ? hashes.filter((hash): hash is string => typeof hash === 'string') : [];
  } catch {
    return [];
  }
}

/** The origin of a configured URL, or 'self' when it is served by the site itself. */
const originOf = (url: string, siteOrigin: string): string => {
  const origin = new URL(url, siteOrigin).origin;
  return origin === siteOrigin ? "'self'" : origin;
};

const unique = (values: string[]) => [...new Set(values)].join(' ');

/**
 * Who may frame the demo player's page. On the site's own origin, 'self': whatever name the site is
 * opened by (localhost, 127.0.0.1, a LAN address), the page that frames it shares its origin. On
 * another origin, as VdoCipher's player is (tools/perf.ts serves it so), the configured site.
 */
export function playerFrameAncestors(env: Env, siteOrigin: string): string {
  return originOf(env.videoPlayerUrl, siteOrigin) === "'self'" ? "'self'" : siteOrigin;
}

interface PolicyOptions {
  /** Who may frame the page: the site itself, unless said otherwise. */
  frameAncestors?: string;
  /** The build's inline scripts, by hash (readScriptHashes): the language and colour-scheme scripts. */
  scriptHashes?: string[];
}

/**
 * The production Content-Security-Policy: our origin, the API host and the named third parties
 * only. Emotion (MUI) injects <style> elements, hence 'unsafe-inline' for styles; scripts allow
 * no inline code but the build's own, named by hash (the two scripts in each page's head).
 */
export function contentSecurityPolicy(
  env: Env,
  siteOrigin: string,
  { frameAncestors = "'self'", scriptHashes = [] }: PolicyOptions = {},
): string {
  const api = originOf(env.apiUrl, siteOrigin);
  const checkout = originOf(env.razorpayScriptUrl, siteOrigin);
  const player = originOf(env.videoPlayerUrl, siteOrigin);
  const playerApi = originOf(env.videoPlayerApiUrl, siteOrigin);
  const calendar = originOf(env.calendarScriptUrl, siteOrigin);
  const chat = originOf(env.chatUrl, siteOrigin);
  const razorpayHosts = checkout === "'self'" ? [] : ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': unique(["'self'", ...scriptHashes, checkout, playerApi, calendar]),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...env.mediaHosts]),
    'font-src': "'self' data:",
    'connect-src': unique(["'self'", api, chat, 'https://api.emailjs.com', ...razorpayHosts]),
    'frame-src': unique(["'self'", checkout, ...razorpayHosts, player, calendar, 'https://www.youtube-nocookie.com']),
    'media-src': unique(["'self'", 'blob:', api, ...env.mediaHosts]),
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
