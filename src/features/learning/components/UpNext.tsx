import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { useTranslation } from '@/i18n';
import type { VideoRef } from '../courseOutline';

/**
 * Read here rather than from lib/motion: sharing that module with the home page's code split it
 * into a chunk of its own, one more file for every first visit.
 */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Seconds the Up next card counts down before it opens the next lesson. */
export const UP_NEXT_SECONDS = 5;

interface UpNextProps {
  next: VideoRef;
  onPlay: () => void;
  onCancel: () => void;
  /**
   * The chapter's quiz follows the lesson that ended: the card waits for the learner, with no
   * countdown, so that the quiz's prompt under the player is not left behind.
   */
  hold?: boolean;
}

/**
 * Shown when a lesson's video ends: the next lesson opens by itself after a short countdown, unless
 * the learner cancels. A learner who asked for less motion, or who has the chapter's quiz ahead,
 * gets no countdown, only Play next.
 */
export function UpNext({ next, onPlay, onCancel, hold = false }: UpNextProps) {
  const { t } = useTranslation('learning');
  const headingId = useId();
  const [reducedMotion] = useState(prefersReducedMotion);
  const still = reducedMotion || hold;
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  const played = useRef(false);

  useEffect(() => {
    if (still) return undefined;
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [still]);

  useEffect(() => {
    if (still || left > 0 || played.current) return;
    played.current = true;
    onPlay();
  }, [still, left, onPlay]);

  let message: string;
  if (hold) message = t('upNext.quizFirst');
  else if (reducedMotion) message = t('upNext.ended');
  else message = t('upNext.startsIn', { count: left });

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, mt: 1.5, borderColor: 'primary.main' }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {t('upNext.heading')}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{next.video.title}</Typography>
      {still ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {message}
        </Typography>
      ) : (
        <>
          {/* A timer is not read out at each tick; the status says it once, as the card appears,
              and is empty from the first tick, so a screen reader never finds a number left behind. */}
          <Typography role="timer" aria-atomic="true" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {message}
          </Typography>
          <Box component="span" role="status" sx={visuallyHiddenSx}>
            {left === UP_NEXT_SECONDS ? message : ''}
          </Box>
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        <Button variant="contained" onClick={onPlay}>
          {still ? t('upNext.playNext') : t('upNext.playNow', { left })}
        </Button>
        <Button onClick={onCancel}>{t('upNext.cancel')}</Button>
      </Box>
    </Card>
  );
}
