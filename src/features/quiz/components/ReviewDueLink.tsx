import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { selectIsLoggedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useDueCount } from '../dueCount';

function DueLink({ count }: { count: number }) {
  const { t } = useTranslation('quiz');
  return (
    <Button component={RouterLink} to={paths.review} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
      {t('review.navLink', { count })}
    </Button>
  );
}

/**
 * "Review (N due)" in the navbar, for a learner with review cards due. Its words load only then,
 * so the navbar of everyone else never waits for them.
 */
export function ReviewDueLink() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const count = useDueCount();
  if (!loggedIn || count === 0) return null;
  return (
    <Suspense fallback={null}>
      <DueLink count={count} />
    </Suspense>
  );
}
