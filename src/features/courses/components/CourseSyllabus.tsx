import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, useTranslation } from '@/i18n';
import { capitalizeWords } from '@/lib/format';
import { useMediaMatch } from '@/lib/useMediaMatch';
import type { Course } from '@/store/models';
import { durationLabel } from '../courseLabels';
import { syllabusOf, type LessonPracticePath } from '../syllabus';

/** From this width up every chapter is open; on a phone only the first, to keep the page short. */
const WIDE = '(min-width: 900px)';

const summarySx = {
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 48,
  px: 2,
  // A title that wraps on a phone would otherwise touch the dividers above and below it.
  py: 1.5,
  cursor: 'pointer',
  fontWeight: 700,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  '& > svg': { transition: 'transform 150ms', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
  'details[open] > & > svg': { transform: 'rotate(180deg)' },
} as const;

/**
 * The course outline a visitor reads before buying: each chapter with its lessons, the number of
 * lessons and the course's length. Chapters are native disclosure widgets (keyboard and screen
 * readers know them). Nothing at all when the course has no chapters.
 */
export function CourseSyllabus({
  course,
  practicePath,
}: {
  course: Pick<Course, 'chapters' | 'duration'>;
  practicePath?: LessonPracticePath;
}) {
  const { t } = useTranslation('courses');
  const headingId = useId();
  // The server cannot know the width: its HTML has every chapter open (what a reader without
  // JavaScript needs), and a phone folds all but the first once the page has hydrated.
  const wide = useMediaMatch(WIDE) !== false;
  const syllabus = syllabusOf(course, {
    chapter: (number) => t('syllabus.chapter', { number }),
    lesson: (number) => t('syllabus.lesson', { number }),
  });
  if (!syllabus) return null;
  const summary = [
    t('syllabus.chapters', { count: syllabus.chapters.length }),
    t('syllabus.lessons', { count: syllabus.lessonCount }),
    syllabus.length && durationLabel(t, syllabus.length),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('syllabus.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {summary}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {syllabus.chapters.map((chapter, i) => (
          <Box
            key={i}
            component="details"
            open={wide || i === 0 || undefined}
            sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Box component="summary" sx={summarySx}>
              <Box component="span" sx={{ flex: 1 }}>
                {`${i + 1}. ${capitalizeWords(chapter.title)}`}
              </Box>
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', fontSize: '0.875rem' }}>
                {t('syllabus.lessons', { count: chapter.lessons.length })}
              </Box>
              <ExpandMoreIcon aria-hidden />
            </Box>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, px: 2, pb: 1.5 }}>
              {chapter.lessons.map((lesson, j) => (
                <Box component="li" key={j} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
                  <PlayCircleOutlineIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                  <span>{lesson}</span>
                  <PractiseLink to={practicePath?.(i, j)} lesson={lesson} />
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** 'Practise this lesson': the trading lab's chart for a lesson that has one. */
function PractiseLink({ to, lesson }: { to: string | undefined; lesson: string }) {
  const { t } = useTranslation('courses');
  if (!to) return null;
  return (
    <Box
      component={Link}
      to={to}
      aria-label={t('syllabus.practiseLabel', { lesson })}
      sx={{ ml: 'auto', fontSize: '0.875rem', fontWeight: 600, color: 'primary.main', whiteSpace: 'nowrap' }}
    >
      {t('syllabus.practise')}
    </Box>
  );
}
