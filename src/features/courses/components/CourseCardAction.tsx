import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { courseViewerPath, viewCoursePath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { SLOT } from '../courseCardLayout';

interface CourseCardActionProps {
  courseId: string;
  owned: boolean;
  /** The id of the card's title, which the buttons are described by. */
  titleId: string;
}

/** The card's way on: to the course's page, or for a course the learner owns, into it. */
export function CourseCardAction({ courseId, owned, titleId }: CourseCardActionProps) {
  const { t } = useTranslation('courses');
  return owned ? (
    // The disabled button says why there is nothing to buy; the link beside it is the way on.
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      <Button variant="contained" disabled sx={{ flex: 1, height: SLOT.action, px: 1 }}>
        {t('card.purchased')}
      </Button>
      <Button
        component={RouterLink}
        to={courseViewerPath(courseId)}
        variant="outlined"
        aria-describedby={titleId}
        sx={{ flex: 1, height: SLOT.action, px: 1 }}
      >
        {t('card.goToCourse')}
      </Button>
    </Stack>
  ) : (
    <Button
      component={RouterLink}
      to={viewCoursePath(courseId)}
      variant="contained"
      fullWidth
      aria-describedby={titleId}
      sx={{ height: SLOT.action }}
    >
      {t('card.viewDetails')}
    </Button>
  );
}
