import DownloadIcon from '@mui/icons-material/Download';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LANGUAGE_INFO, type Language } from '@/config/languages';
import { cueAt, readCaptions, type Cue } from '@/content/webvtt';
import { useLanguage, useTranslation } from '@/i18n';
import type { LessonKey } from '@/learner';
import { downloadTextFile } from '@/lib/download';
import type { Course } from '@/store/models';
import type { VideoRef } from '../courseOutline';
import { formatNoteTime } from '../notes/noteTime';
import type { Playhead } from '../playhead';
import { captionLanguageFor, lessonCaptionLanguages, loadCaptionsText } from './lessonCaptions';
import { transcriptFileName, transcriptText } from './transcriptFile';
import { TranscriptSkeleton } from './TranscriptSkeleton';

export interface TranscriptPanelProps {
  course: Course;
  current: VideoRef | undefined;
  playhead: Playhead;
  onSeek: (key: LessonKey, seconds: number) => void;
  /** Opens a new note at `seconds` of the playing lesson. */
  onNoteAt: (seconds: number) => void;
}

type Loaded = { from: string; cues: Cue[] } | { from: string; failed: true };

/** Keeps `line` in view inside `list`, scrolling only the list, never the page around it. */
function keepInView(list: HTMLElement, line: HTMLElement) {
  const top = line.offsetTop - list.offsetTop;
  const bottom = top + line.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/**
 * The Transcript tab: the playing lesson's captions as lines with their moments, the line being
 * said marked and kept in view, each line playing the video from there or starting a note there,
 * and the whole as a text file.
 */
export default function TranscriptPanel({ course, current, playhead, onSeek, onNoteAt }: TranscriptPanelProps) {
  const { t } = useTranslation('learning');
  const site = useLanguage();
  const language = captionLanguageFor(lessonCaptionLanguages(course._id, current), site);
  const from = current && language ? `${current.key}.${language}` : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!current || !language) return undefined;
    let cancelled = false;
    loadCaptionsText(course._id, current, language)
      .then((text) => !cancelled && setLoaded({ from, cues: readCaptions(text).cues }))
      .catch(() => !cancelled && setLoaded({ from, failed: true }));
    return () => {
      cancelled = true;
    };
  }, [course._id, current, language, from, attempt]);

  const seconds = useSyncExternalStore(playhead.subscribeTime, () => playhead.currentTime());
  const shown = loaded?.from === from ? loaded : null;
  const cues = useMemo(() => (shown && 'cues' in shown ? shown.cues : []), [shown]);
  const active = seconds === null ? -1 : cueAt(cues, seconds);

  const list = useRef<HTMLOListElement>(null);
  // While the learner reads or works in the transcript, it stays where they put it.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>(`[data-cue="${active}"]`);
    if (box && line && !held) keepInView(box, line);
  }, [active, held, cues]);

  if (!current) return <Typography color="text.secondary">{t('transcript.openLesson')}</Typography>;
  if (!language) return <Typography color="text.secondary">{t('transcript.none')}</Typography>;
  if (!shown) return <TranscriptSkeleton label={t('transcript.loading')} />;
  if ('failed' in shown)
    return <ErrorState message={t('transcript.failed')} onRetry={() => setAttempt((n) => n + 1)} />;

  const other = language !== site ? (language as Language) : undefined;
  return (
    <Stack spacing={1.5}>
      <Typography id="transcript-heading" variant="h3" sx={{ fontSize: '1rem' }}>
        {t('transcript.heading', { title: current.video.title })}
      </Typography>
      <Button
        size="small"
        startIcon={<DownloadIcon aria-hidden />}
        onClick={() =>
          downloadTextFile(
            transcriptFileName(course, current, language),
            transcriptText(course, current, cues),
            'text/plain;charset=utf-8',
          )
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('transcript.download')}
      </Button>
      {other && (
        <Typography variant="body2" color="text.secondary">
          {t('transcript.inLanguage', { language: LANGUAGE_INFO[other].name })}
        </Typography>
      )}
      <Box
        component="ol"
        ref={list}
        aria-labelledby="transcript-heading"
        lang={other ? LANGUAGE_INFO[other].htmlLang : undefined}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
        }}
        // Its own scroll box: following the video never moves the page.
        sx={{ position: 'relative', m: 0, p: 0, listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}
      >
        {cues.map((cue, index) => {
          const time = formatNoteTime(cue.start);
          const isActive = index === active;
          return (
            <Box
              component="li"
              key={`${cue.start}-${index}`}
              data-cue={index}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                borderRadius: 1,
                bgcolor: isActive ? 'action.selected' : undefined,
              }}
            >
              <ButtonBase
                onClick={() => onSeek(current.key, cue.start)}
                aria-current={isActive ? 'true' : undefined}
                aria-label={t('transcript.playFrom', { time, text: cue.text })}
                sx={{
                  flex: 1,
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                  gap: 1.5,
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 40, pt: 0.25 }}>
                  {time}
                </Typography>
                <Typography component="span" sx={{ fontWeight: isActive ? 700 : 400 }}>
                  {cue.text}
                </Typography>
              </ButtonBase>
              <IconButton
                size="small"
                aria-label={t('transcript.noteAt', { time })}
                title={t('transcript.noteHere')}
                onClick={() => onNoteAt(cue.start)}
                sx={{ mt: 0.25 }}
              >
                <NoteAddIcon fontSize="small" aria-hidden />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
