import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LANGUAGE_INFO } from '@/config/languages';
import { useLanguage, useTranslation } from '@/i18n';
import { useNotes, type LessonKey } from '@/learner';
import type { Course } from '@/store/models';
import { findVideo } from '../courseOutline';
import { formatNoteTime } from '../notes/noteTime';
import type { CourseSearch as Engine, Found } from './searchEngine';

/** Fewer letters than this find too much to be of use. */
const MIN_QUERY = 2;
const MAX_RESULTS = 20;

type EngineState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; engine: Engine; from: string };

interface CourseSearchProps {
  course: Course;
  /** Plays `key` from `seconds`, opening that lesson first when another is playing. */
  onSeek: (key: LessonKey, seconds: number) => void;
}

function Marked({ text, terms, engine }: { text: string; terms: string[]; engine: Engine }) {
  return (
    <>
      {engine.marked(text, terms).map((part, index) =>
        part.matched ? (
          // Bold and underlined rather than a fill: legible on either scheme's background.
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The viewer's search of what was said in the course's lessons and of the learner's notes: each
 * result plays its lesson from its moment. The search's code and the lessons' captions are fetched
 * when the learner first types here.
 */
export function CourseSearch({ course, onSeek }: CourseSearchProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const { notes } = useNotes(course._id);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const [state, setState] = useState<EngineState>({ status: 'idle' });
  const from = `${course._id}.${language}`;
  const resultsId = useId();

  // A change of language (or course) reads the other captions: an engine of another is not used.
  const current = useMemo<EngineState>(
    () => (state.status === 'ready' && state.from !== from ? { status: 'idle' } : state),
    [state, from],
  );
  const start = () => {
    if (current.status === 'loading' || current.status === 'ready') return;
    setState({ status: 'loading' });
    import('./searchEngine')
      .then(async (loaded) => {
        const engine = await loaded.courseSearch(course, language);
        setState({ status: 'ready', engine, from });
      })
      .catch(() => setState({ status: 'failed' }));
  };

  const searching = deferred.length >= MIN_QUERY;
  const found = useMemo<Found[]>(
    () => (searching && current.status === 'ready' ? current.engine.search(deferred, notes).slice(0, MAX_RESULTS) : []),
    [searching, current, deferred, notes],
  );

  return (
    <Box component="search" sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onFocus={start}
        onChange={(event) => {
          setQuery(event.target.value);
          start();
        }}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { 'aria-describedby': searching ? resultsId : undefined, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {searching && current.status === 'failed' && (
        <Box sx={{ mt: 1.5 }}>
          <ErrorState message={t('search.failed')} onRetry={start} />
        </Box>
      )}
      {searching && current.status !== 'failed' && (
        <Box sx={{ mt: 1.5 }}>
          <Typography id={resultsId} role="status" variant="body2" color="text.secondary">
            {current.status === 'ready'
              ? found.length
                ? t('search.results', { count: found.length })
                : t('search.nothing', { query: deferred })
              : t('search.loading')}
          </Typography>
          {found.length > 0 && current.status === 'ready' && (
            <Stack
              component="ul"
              spacing={0.5}
              aria-label={t('search.resultsLabel')}
              sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}
            >
              {found.map((result) => {
                const lesson = findVideo(course, result.lesson);
                const time = formatNoteTime(result.seconds);
                const where = lesson?.video.title ?? t('notes.orphanLesson');
                const other = result.language && result.language !== language ? result.language : undefined;
                return (
                  <li key={result.id}>
                    <ButtonBase
                      onClick={() => onSeek(result.lesson, result.seconds)}
                      disabled={!lesson}
                      sx={{
                        display: 'block',
                        width: '100%',
                        textAlign: 'start',
                        px: 1.5,
                        py: 1,
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                        '&:hover': { bgcolor: 'action.hover' },
                        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                      }}
                    >
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {t(result.kind === 'note' ? 'search.noteIn' : 'search.saidIn', { lesson: where, time })}
                      </Typography>
                      <Typography
                        component="span"
                        sx={{ display: 'block' }}
                        lang={other ? LANGUAGE_INFO[other].htmlLang : undefined}
                      >
                        <Marked text={result.text} terms={result.terms} engine={current.engine} />
                      </Typography>
                    </ButtonBase>
                  </li>
                );
              })}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
