import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionOffIcon from '@mui/icons-material/ClosedCaptionOff';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { Language } from '@/config/languages';
import { useLocale, useTranslation } from '@/i18n';
import { PLAYBACK_RATES, type PlaybackRate, type Playhead } from '../playhead';
import { useCaptionsChoice } from '../transcript/useCaptionsChoice';

/** How far the arrow keys move the video, in seconds. */
export const SKIP_SECONDS = 10;

const SHORTCUTS = [
  { keys: ['space'], action: 'playPause' },
  { keys: ['left'], action: 'back' },
  { keys: ['right'], action: 'forward' },
  { keys: ['next'], action: 'next' },
  { keys: ['help'], action: 'help' },
] as const;

/** Where a key already means something: typing, and widgets that move with the arrows. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], ' +
  '[role="slider"], [role="spinbutton"], [role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], ' +
  '[role="dialog"], [role="alertdialog"]';
/** Where Space already means something: pressing the focused control. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"]';

interface PlayerControlsProps {
  playhead: Playhead;
  /** The languages the lesson has captions in: none hides the captions button. */
  captionLanguages: readonly Language[];
  /** Opens the next lesson; absent on the last. */
  onNext?: () => void;
}

/**
 * Under the player: the speed lessons play at and the captions (both remembered on this device), and the keyboard
 * shortcuts, listed on "?" and on a button. The keys act while the focus is on the page: inside the
 * player's frame the player's own keys apply, and in a field the keys type.
 */
export function PlayerControls({ playhead, captionLanguages, onNext }: PlayerControlsProps) {
  const { t } = useTranslation('learning');
  const captions = useCaptionsChoice(playhead, captionLanguages);
  const locale = useLocale();
  const [rate, setRate] = useState<PlaybackRate>(() => playhead.playbackRate());
  const [listOpen, setListOpen] = useState(false);
  const titleId = useId();
  const rateLabel = (value: number) =>
    t('player.speedValue', { rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value) });

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || listOpen) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(OWN_KEYS)) return;
    let handled = false;
    if (event.key === ' ' && !target?.closest(PRESSABLE)) handled = playhead.togglePlay();
    else if (event.key === 'ArrowLeft') handled = playhead.skip(-SKIP_SECONDS);
    else if (event.key === 'ArrowRight') handled = playhead.skip(SKIP_SECONDS);
    else if (event.key.toLowerCase() === 'n' && onNext) {
      onNext();
      handled = true;
    } else if (event.key === '?') {
      setListOpen(true);
      handled = true;
    }
    if (handled) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('player.speed')}
        value={rate}
        onChange={(event) => {
          const next = PLAYBACK_RATES.find((value) => value === Number(event.target.value)) ?? 1;
          setRate(next);
          playhead.setPlaybackRate(next);
        }}
        fullWidth={false}
        sx={{ width: 120 }}
      >
        {PLAYBACK_RATES.map((value) => (
          <MenuItem key={value} value={value}>
            {rateLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      {captions.language && (
        <Button
          variant={captions.shown ? 'contained' : 'outlined'}
          aria-pressed={captions.shown}
          startIcon={captions.shown ? <ClosedCaptionIcon aria-hidden /> : <ClosedCaptionOffIcon aria-hidden />}
          onClick={captions.toggle}
          sx={{ mr: 'auto', whiteSpace: 'nowrap' }}
        >
          {t('player.captions')}
        </Button>
      )}
      <Button
        variant="text"
        startIcon={<KeyboardIcon aria-hidden />}
        onClick={() => setListOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        // Phones seldom have a keyboard; the list still opens on "?".
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {t('player.shortcuts')}
      </Button>
      <Dialog open={listOpen} onClose={() => setListOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('player.shortcuts')}</DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            {SHORTCUTS.map(({ keys, action }) => (
              <Box key={action} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ m: 0 }}>
                  {keys.map((key) => (
                    <Box
                      component="kbd"
                      key={key}
                      sx={{
                        display: 'inline-block',
                        minWidth: 32,
                        px: 1,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        fontFamily: 'inherit',
                        textAlign: 'center',
                      }}
                    >
                      {t(`player.keys.${key}`)}
                    </Box>
                  ))}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {t(`player.actions.${action}`)}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('player.shortcutsHint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setListOpen(false)}>{t('player.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
