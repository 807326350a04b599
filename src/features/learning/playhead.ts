import { safeStorage } from '@/lib/webStorage';
import type { VdoCustomApi, VdoVideo } from './vdoPlayer';

/** The speeds a learner can choose, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The learner's speed is this device's choice, kept for every lesson and visit. */
export const PLAYBACK_RATE_KEY = 'playbackRate';
/** Whether captions show is this device's choice too. */
export const CAPTIONS_KEY = 'captions';
const local = safeStorage('localStorage');

/** The captions wanted: shown in a language, or hidden (the narration still follows `language`). */
export interface CaptionsChoice {
  language: string;
  shown: boolean;
}

function storedRate(): PlaybackRate {
  const stored = Number(local.getItem(PLAYBACK_RATE_KEY));
  return PLAYBACK_RATES.find((rate) => rate === stored) ?? 1;
}

/**
 * The video playing in the viewer, for the parts beside the player: the notes read its time and
 * seek it. The player attaches its video once the player API is up, and detaches it when it goes.
 */
export class Playhead {
  private video: VdoVideo | null = null;
  private frame: HTMLElement | null = null;
  private api: VdoCustomApi | undefined;
  private revealOnAttach = false;
  private rate: PlaybackRate = storedRate();
  private captions: CaptionsChoice | null = null;
  private readonly timeListeners = new Set<() => void>();
  private readonly emitTime = () => this.timeListeners.forEach((listener) => listener());

  attach = (video: VdoVideo | null, frame: HTMLElement | null = null, api?: VdoCustomApi) => {
    // A player going away after the next one came leaves the next one attached.
    if (!video && frame && frame !== this.frame) return;
    this.video?.removeEventListener('timeupdate', this.emitTime);
    this.video = video;
    this.api = video ? api : undefined;
    this.frame = video ? frame : null;
    video?.addEventListener('timeupdate', this.emitTime);
    this.emitTime();
    if (video && this.rate !== 1) video.playbackRate = this.rate;
    this.applyCaptions();
    if (video && this.revealOnAttach) {
      this.revealOnAttach = false;
      this.reveal();
    }
  };

  /** Scrolls the next player to attach into view (a lesson opening at a note's moment). */
  revealNext() {
    this.revealOnAttach = true;
  }

  /** Seconds into the video, or null while no video is attached. */
  currentTime(): number | null {
    const seconds = this.video?.currentTime;
    return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
  }

  /** Plays from `seconds`; false when no video is attached to seek. */
  seek(seconds: number): boolean {
    const video = this.video;
    if (!video) return false;
    video.currentTime = seconds;
    this.emitTime();
    // The browser may refuse to start a video with sound: the learner presses play.
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
    this.reveal();
    return true;
  }

  /** Plays a paused video and pauses a playing one; false when no video is attached. */
  togglePlay(): boolean {
    const video = this.video;
    if (!video) return false;
    if (video.paused)
      Promise.resolve()
        .then(() => video.play())
        .catch(() => undefined);
    else video.pause();
    return true;
  }

  /** Moves `seconds` forward (or back, when negative), within the video. */
  skip(seconds: number): boolean {
    const now = this.currentTime();
    const video = this.video;
    if (!video || now === null) return false;
    const end = Number.isFinite(video.duration) ? video.duration : Infinity;
    video.currentTime = Math.min(end, Math.max(0, now + seconds));
    return true;
  }

  /** The speed lessons play at. */
  playbackRate(): PlaybackRate {
    return this.rate;
  }

  /** Plays this lesson and the next ones at `rate`, remembered on this device. */
  setPlaybackRate(rate: PlaybackRate) {
    this.rate = rate;
    local.setItem(PLAYBACK_RATE_KEY, String(rate));
    if (this.video) this.video.playbackRate = rate;
  }

  /** Calls `listener` whenever the video's time moves (for useSyncExternalStore, with currentTime). */
  subscribeTime = (listener: () => void) => {
    this.timeListeners.add(listener);
    return () => {
      this.timeListeners.delete(listener);
    };
  };

  /** Shows or hides the player's captions, for this lesson and the next ones. */
  setCaptions(choice: CaptionsChoice) {
    this.captions = choice;
    this.applyCaptions();
  }

  private applyCaptions() {
    const api = this.api;
    const choice = this.captions;
    if (!api || !choice) return;
    // The host's player may refuse (a video without captions): the transcript still has them.
    Promise.resolve()
      .then(() => api.setCaptionLanguage(choice.language))
      .then(() => (choice.shown ? undefined : api.hideCaptions()))
      .catch(() => undefined);
  }

  /** Scrolls the player into view (on a phone it sits above the notes). */
  reveal() {
    this.frame?.scrollIntoView?.({ block: 'nearest' });
  }
}
