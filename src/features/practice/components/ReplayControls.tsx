import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n';
import type { PracticeSet } from '../model';
import { randomStartIndex, startIndexForDate } from '../replayStart';

export const SPEEDS = [1, 2, 4, 6, 10] as const;
export type Speed = (typeof SPEEDS)[number];

interface ReplayControlsProps {
  set: PracticeSet;
  ended: boolean;
  running: boolean;
  speed: Speed;
  onStep: () => void;
  onPlay: (playing: boolean) => void;
  onSpeed: (speed: Speed) => void;
  onReset: () => void;
  /** Restarts the replay at a candle. */
  onRestart: (at: number) => void;
}

/** Step, play and pause, the speed, back to start, and a restart from a chosen date or a random point. */
export function ReplayControls({
  set,
  ended,
  running,
  speed,
  onStep,
  onPlay,
  onSpeed,
  onReset,
  onRestart,
}: ReplayControlsProps) {
  const { t } = useTranslation('practice');
  const first = set.candles[set.start]?.date.slice(0, 10) ?? '';
  const last = set.candles.at(-1)?.date.slice(0, 10) ?? '';
  const [date, setDate] = useState(first);
  const restartAt = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (date) onRestart(startIndexForDate(set.candles, date, set.start));
  };
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: 'auto auto auto minmax(0, 1fr) auto' },
        }}
      >
        <Button variant="contained" onClick={onStep} disabled={ended} aria-keyshortcuts="ArrowRight">
          {t('replay.step')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('replay.stepHint')}
        </Typography>
        <Button variant="outlined" onClick={() => onPlay(!running)} disabled={ended} aria-pressed={running}>
          {running ? t('replay.pause') : t('replay.play')}
        </Button>
        <TextField
          select
          fullWidth
          size="small"
          label={t('replay.speed')}
          value={speed}
          onChange={(event) => onSpeed(Number(event.target.value) as Speed)}
        >
          {SPEEDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t('replay.speedValue', { count: value })}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={onReset}>{t('replay.reset')}</Button>
      </Box>
      <Box
        component="form"
        onSubmit={restartAt}
        aria-label={t('replay.startFrom')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          type="date"
          size="small"
          label={t('replay.startFrom')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: first, max: last } }}
        />
        <Button type="submit" variant="outlined">
          {t('replay.startHere')}
        </Button>
        <Button onClick={() => onRestart(randomStartIndex(set.candles.length, set.start, Math.random()))}>
          {t('replay.startRandom')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('replay.startHint')}
        </Typography>
      </Box>
    </>
  );
}
