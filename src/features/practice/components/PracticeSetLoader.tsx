import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import type { PracticeSet } from '../model';
import { setLoader } from '../sets';
import { PracticeLab, type ChartQuestionSlot } from './PracticeLab';

type Load =
  { status: 'loading' } | { status: 'ready'; set: PracticeSet } | { status: 'missing' } | { status: 'failed' };

/**
 * /practice/{setId}: fetches the set's file (a chunk of its own) and opens its replay. An
 * unknown id says so; a failed fetch fails this part only, with a way to try again.
 */
export function PracticeSetLoader({
  setId,
  ChartQuestion,
}: {
  setId: string;
  /** What the page adds to the lab to ask about its chart. */
  ChartQuestion?: ComponentType<ChartQuestionSlot>;
}) {
  const { t } = useTranslation('practice');
  const file = useMemo(() => setLoader(setId), [setId]);
  const [loaded, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const load: Load = file ? loaded : { status: 'missing' };
  useEffect(() => {
    if (!file) return;
    let live = true;
    file().then(
      (set) => live && setLoad({ status: 'ready', set }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [file, attempt]);

  if (load.status === 'ready') return <PracticeLab key={load.set.id} set={load.set} ChartQuestion={ChartQuestion} />;
  if (load.status === 'loading')
    return (
      <Box role="status" aria-busy="true" aria-label={t('lab.loading')} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 480 }} />
        <Skeleton variant="rectangular" sx={{ height: { xs: 320, md: 440 } }} />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {load.status === 'missing' ? t('lab.notFound') : t('lab.loadFailed')}
      </Typography>
      {load.status === 'failed' && (
        <Link
          component="button"
          onClick={() => {
            setLoad({ status: 'loading' });
            setAttempt(attempt + 1);
          }}
          sx={{ justifySelf: 'start' }}
        >
          {t('lab.retry')}
        </Link>
      )}
      <Link component={RouterLink} to={paths.practice}>
        {t('lab.allSets')}
      </Link>
    </Box>
  );
}
