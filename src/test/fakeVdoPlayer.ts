import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { VdoMediaEvent, VdoPlayerApi } from '@/features/learning/vdoPlayer';

/** A stand-in for VdoCipher's `player.video`: records listeners, lets the test fire events. */
export class FakeVideo {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  playbackRate = 1;
  plays = 0;
  private readonly listeners = new Map<string, Set<() => void>>();

  addEventListener(type: VdoMediaEvent, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: VdoMediaEvent, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }

  get listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  emit(type: VdoMediaEvent) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener()));
  }

  play() {
    this.plays += 1;
    this.paused = false;
  }

  pause() {
    this.paused = true;
  }
}

/** A stand-in for the player's `player.api`: the captions it shows, as the viewer last asked. */
export class FakePlayerApi {
  captionLanguage: string | null = null;
  captionsShown = false;

  setCaptionLanguage(language: string) {
    this.captionLanguage = language;
    this.captionsShown = true;
    return Promise.resolve();
  }

  hideCaptions() {
    this.captionsShown = false;
    return Promise.resolve();
  }
}

/**
 * Puts a fake player API on the window (before render, so the viewer uses it instead of loading
 * the script) and returns `playerFor`: the iframe of a lesson's player and the fake video behind
 * it, once attached. Remove it after the test with `delete window.VdoPlayer`.
 */
export function installFakePlayer(playerName = 'Video player') {
  const videos = new Map<HTMLIFrameElement, FakeVideo>();
  const apis = new Map<HTMLIFrameElement, FakePlayerApi>();
  const api: VdoPlayerApi = {
    getInstance(iframe) {
      let video = videos.get(iframe);
      if (!video) {
        video = new FakeVideo();
        videos.set(iframe, video);
        apis.set(iframe, new FakePlayerApi());
      }
      return { video, api: apis.get(iframe) };
    },
  };
  window.VdoPlayer = api;

  /** The player of `title` once the player's page has loaded (jsdom loads no frames: the test says when). */
  async function playerFor(title: string) {
    const iframe = (await screen.findByTitle(`${playerName}: ${title}`)) as HTMLIFrameElement;
    fireEvent.load(iframe);
    await waitFor(() => expect(videos.get(iframe)?.listenerCount).toBeGreaterThan(0));
    const video = videos.get(iframe);
    const custom = apis.get(iframe);
    if (!video || !custom) throw new Error('no player');
    return { iframe, video, api: custom };
  }

  return { videos, playerFor };
}
