import ArticleIcon from '@mui/icons-material/Article';
import DevicesIcon from '@mui/icons-material/Devices';
import DownloadIcon from '@mui/icons-material/Download';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import VerifiedIcon from '@mui/icons-material/Verified';
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
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import type { Course } from '@/store/models';
import { givenTitle } from '../courseMedia';
import type { LessonPracticePath } from '../syllabus';
import { CoursePrice } from './CourseDetail';
import { CourseImage } from './CourseImage';
import { CourseSyllabus } from './CourseSyllabus';

/** What every course includes: a static list, the same for every course (`overview.includes`). */
export const WHATS_INCLUDED = [
  { icon: <OndemandVideoIcon />, key: 'video' },
  { icon: <DownloadIcon />, key: 'downloads' },
  { icon: <ArticleIcon />, key: 'articles' },
  { icon: <DevicesIcon />, key: 'devices' },
  { icon: <FitnessCenterIcon />, key: 'exercise' },
  { icon: <VerifiedIcon />, key: 'access' },
] as const;

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
                  {WHATS_INCLUDED.map((item) => (
                    <ListItem key={item.key} disableGutters>
                      <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }} aria-hidden>
                        {item.icon}
                      </ListItemIcon>
                      <ListItemText primary={t(`overview.includes.${item.key}`)} />
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
