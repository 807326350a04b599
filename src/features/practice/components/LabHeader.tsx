import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lessonViewerPath, paths, viewCoursePath } from '@/config/paths';
import { Link as RouterLink, useLanguage, useTranslation } from '@/i18n';
import { useCourseAccess } from '@/store/session';
import { marketNames } from '../format';
import type { LessonRef, PracticeSet } from '../model';
import { SetSource } from './SetSource';

/** Into the lesson in the viewer for a learner who owns its course; its course's page for anyone else. */
function LessonLink({ lesson }: { lesson: LessonRef }) {
  const { t } = useTranslation('practice');
  const { access } = useCourseAccess(lesson.courseId);
  const to =
    access === 'owner'
      ? lessonViewerPath(lesson.courseId, lesson.chapter, lesson.lesson)
      : viewCoursePath(lesson.courseId);
  return (
    <Link component={RouterLink} to={to}>
      {t('lab.backToLesson', { lesson: lesson.title })}
    </Link>
  );
}

/** The set's title, what it is, where its prices come from, and the way back to its lesson. */
export function LabHeader({ set }: { set: PracticeSet }) {
  const { t } = useTranslation('practice');
  const lang = useLanguage();
  const names = marketNames(set, lang);
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
        {set.title[lang]}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Chip label={names.instrument} />
        <Chip label={names.exchange} variant="outlined" />
        <Chip label={t(`timeframe.${set.timeframe}`)} variant="outlined" />
      </Box>
      <SetSource source={set.source} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        {set.lesson && <LessonLink lesson={set.lesson} />}
        <Link component={RouterLink} to={paths.practice}>
          {t('lab.allSets')}
        </Link>
        <Link component={RouterLink} to={paths.glossary}>
          {t('terms.glossaryLink')}
        </Link>
      </Box>
    </Box>
  );
}
