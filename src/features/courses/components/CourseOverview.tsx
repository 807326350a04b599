import ArticleIcon from '@mui/icons-material/Article';
import DevicesIcon from '@mui/icons-material/Devices';
import DownloadIcon from '@mui/icons-material/Download';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import type { Course } from '@/store/models';
import { durationLabel } from '../courseLabels';
import { givenTitle } from '../courseMedia';
import { syllabusOf, type LessonPracticePath } from '../syllabus';
import { CoursePrice } from './CourseDetail';
import { CourseImage } from './CourseImage';
import { CourseSyllabus } from './CourseSyllabus';

type Included = { key: string; icon: ReactNode; text: string };

/**
 * "What's included", from the course itself: its video length (or its number of lessons when it
 * gives no length), its downloadable notes, its lessons and chapters, the certificate a finished
 * course earns, and what every course gives (devices, exercises, one-time payment). An item the
 * course does not have is left out rather than shown as a zero.
 */
function includedItems(t: TFunction<'courses'>, course: Course): Included[] {
  const syllabus = syllabusOf(course, {
    chapter: (number) => t('syllabus.chapter', { number }),
    lesson: (number) => t('syllabus.lesson', { number }),
  });
  const length = course.duration?.trim() ?? '';
  const lessons = syllabus?.lessonCount ?? 0;
  const notes = notesCount(course);
  const items: (Included | false)[] = [
    length
      ? {
          key: 'video',
          icon: <OndemandVideoIcon />,
          text: t('overview.includes.video', { length: durationLabel(t, length) }),
        }
      : lessons > 0 && {
          key: 'video',
          icon: <OndemandVideoIcon />,
          text: t('overview.includes.videoLessons', { count: lessons }),
        },
    notes > 0 && { key: 'notes', icon: <DownloadIcon />, text: t('overview.includes.notes', { count: notes }) },
    !!syllabus && {
      key: 'lessons',
      icon: <ArticleIcon />,
      text: t('overview.includes.lessons', {
        count: lessons,
        chapters: t('syllabus.chapters', { count: syllabus.chapters.length }),
      }),
    },
    { key: 'devices', icon: <DevicesIcon />, text: t('overview.includes.devices') },
    { key: 'exercise', icon: <FitnessCenterIcon />, text: t('overview.includes.exercise') },
    !!syllabus && { key: 'certificate', icon: <WorkspacePremiumIcon />, text: t('overview.includes.certificate') },
    { key: 'access', icon: <VerifiedIcon />, text: t('overview.includes.access') },
  ];
  return items.filter((item): item is Included => item !== false);
}

/**
 * The course's notes, chapter and lesson PDFs. A guest's copy of the course lists each note with
 * its address withheld (an empty string), so a listed note counts whether or not it can be opened.
 */
function notesCount(course: Course): number {
  const listed = (pdfUrl: unknown) => (typeof pdfUrl === 'string' ? 1 : 0);
  return (Array.isArray(course.chapters) ? course.chapters : []).reduce(
    (sum, chapter) =>
      sum +
      listed(chapter.pdfUrl) +
      (Array.isArray(chapter.videos) ? chapter.videos : []).reduce((n, video) => n + listed(video.pdfUrl), 0),
    0,
  );
}

interface CourseOverviewProps {
  course: Course;
  /** 'Enroll Now', the same purchase as Buy Now, composed by the route. */
  purchase: ReactNode;
  /** Each lesson's practice chart, if it has one (features/practice), composed by the route. */
  practicePath?: LessonPracticePath;
}

/** /course/{id}: the second course layout. */
export function CourseOverview({ course, purchase, practicePath }: CourseOverviewProps) {
  const { t } = useTranslation('courses');
  const title = givenTitle(course) || t('untitled');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h1" gutterBottom>
            {title}
          </Typography>
          <Typography sx={{ mb: 3 }} color="text.secondary">
            {course.shortDescription || course.introDescription}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{course.descriptions}</Typography>
          <CourseSyllabus course={course} practicePath={practicePath} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ p: 2 }}>
            <Stack spacing={2}>
              <CourseImage src={course.thumbnail} alt={t('thumbnailAlt', { title })} eager sx={{ borderRadius: 2 }} />
              <CoursePrice course={course} />
              {purchase}
              <Box>
                <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {t('overview.included')}
                </Typography>
                <List dense>
                  {includedItems(t, course).map((item) => (
                    <ListItem key={item.key} disableGutters>
                      <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }} aria-hidden>
                        {item.icon}
                      </ListItemIcon>
                      <ListItemText primary={item.text} />
                    </ListItem>
                  ))}
                </List>
              </Box>
            </Stack>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
