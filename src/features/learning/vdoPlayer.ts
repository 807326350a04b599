import { env } from '@/config/env';
import { loadScript } from '@/lib/loadScript';

/**
 * The part of VdoCipher's player API (`v2/api.js`) the viewer uses. `player.video` is a proxy
 * of the player's HTML5 video element: media events, `currentTime` (settable to seek),
 * `duration`, `paused`, `playbackRate` (settable), `play()` and `pause()`. The demo's
 * `public/demo/player-api.js` has the same shape.
 */
export type VdoMediaEvent = 'loadedmetadata' | 'timeupdate' | 'pause' | 'ended';

export interface VdoVideo {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  playbackRate: number;
  addEventListener(type: VdoMediaEvent, listener: () => void): void;
  removeEventListener(type: VdoMediaEvent, listener: () => void): void;
  play(): Promise<void> | void;
  pause(): void;
}

/**
 * The part of the player's custom API (`player.api`) the viewer uses: the captions the school gave
 * the video host, shown in a language or hidden.
 */
export interface VdoCustomApi {
  setCaptionLanguage(language: string): Promise<void>;
  hideCaptions(): Promise<void>;
}

export interface VdoPlayerInstance {
  video: VdoVideo;
  api?: VdoCustomApi;
}

export interface VdoPlayerApi {
  getInstance(iframe: HTMLIFrameElement): VdoPlayerInstance;
}

declare global {
  interface Window {
    VdoPlayer?: VdoPlayerApi;
  }
}

/** The player API, loading its script only when the page does not have it yet. */
export async function loadVdoPlayerApi(): Promise<VdoPlayerApi> {
  if (window.VdoPlayer) return window.VdoPlayer;
  await loadScript(env.videoPlayerApiUrl);
  if (!window.VdoPlayer) throw new Error('The video player API did not start.');
  return window.VdoPlayer;
}

/** The player page for one video: VdoCipher's iframe URL, or the demo stand-in, by configuration. */
export const playerUrl = (otp: string, playbackInfo: string): string =>
  `${env.videoPlayerUrl}?${new URLSearchParams({ otp, playbackInfo }).toString()}`;
