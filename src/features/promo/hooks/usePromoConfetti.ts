import { useEffect } from 'react';
import { PROMO } from '@/config/constants';
import { prefersReducedMotion } from '@/lib/motion';

/** Bursts spread the pieces over the run instead of one blast. */
const BURST_EVERY_MS = 250;
/** A piece's lifetime: ~200 animation frames. The last burst starts this long before the end. */
const FALL_MS = 3000;
const FALL_TICKS = 200;

/**
 * Celebrates the open popup: PROMO.confettiPieces pieces of confetti over PROMO.confettiMs.
 * The library is fetched only now, and nothing runs for learners who asked for less motion.
 */
export function usePromoConfetti(active: boolean) {
  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let cancelled = false;
    let timer: number | undefined;
    let stop: number | undefined;
    let reset: (() => void) | undefined;
    let canvas: HTMLCanvasElement | undefined;

    void import('canvas-confetti')
      .then(({ default: library }) => {
        if (cancelled) return;
        // Our own canvas, drawn from a worker: the pieces and their fall stay off the main thread,
        // which is busy with the first render at that moment.
        canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        // Above the dialog (MUI modals sit at 1300); clicks go through.
        Object.assign(canvas.style, {
          position: 'fixed',
          inset: '0',
          width: '100%',
          height: '100%',
          pointerEvents: 'none',
          zIndex: '1400',
        });
        document.body.appendChild(canvas);
        const confetti = library.create(canvas, { resize: true, useWorker: true, disableForReducedMotion: true });
        reset = () => confetti.reset();
        const bursts = Math.max(1, Math.floor(Math.max(0, PROMO.confettiMs - FALL_MS) / BURST_EVERY_MS) + 1);
        const perBurst = Math.floor(PROMO.confettiPieces / bursts);
        let fired = 0;
        const burst = () => {
          // The last burst takes the remainder, so the total is exactly confettiPieces.
          const pieces = fired === bursts - 1 ? PROMO.confettiPieces - perBurst * (bursts - 1) : perBurst;
          fired += 1;
          void confetti({
            particleCount: pieces,
            spread: 70,
            startVelocity: 35,
            ticks: FALL_TICKS,
            origin: { x: Math.random() * 0.6 + 0.2, y: 0.2 },
          });
          if (fired >= bursts) window.clearInterval(timer);
        };
        timer = window.setInterval(burst, BURST_EVERY_MS);
        burst();
        // Whatever is still falling when the time is up is cleared.
        stop = window.setTimeout(() => confetti.reset(), PROMO.confettiMs);
      })
      // Confetti is decoration: a failed chunk load must not disturb the offer.
      .catch(() => undefined);

    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.clearTimeout(stop);
      reset?.();
      canvas?.remove();
    };
  }, [active]);
}
