import type { VdoVideo } from './vdoPlayer';

/**
 * The video playing in the viewer, for the parts beside the player: the notes read its time and
 * seek it. The player attaches its video once the player API is up, and detaches it when it goes.
 */
export class Playhead {
  private video: VdoVideo | null = null;
  private frame: HTMLElement | null = null;
  private revealOnAttach = false;

  attach = (video: VdoVideo | null, frame: HTMLElement | null = null) => {
    // A player going away after the next one came leaves the next one attached.
    if (!video && frame && frame !== this.frame) return;
    this.video = video;
    this.frame = video ? frame : null;
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
    // The browser may refuse to start a video with sound: the learner presses play.
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
    this.reveal();
    return true;
  }

  /** Scrolls the player into view (on a phone it sits above the notes). */
  reveal() {
    this.frame?.scrollIntoView?.({ block: 'nearest' });
  }
}
