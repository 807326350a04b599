import Box from '@mui/material/Box';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useTranslation } from '@/i18n';
import { useSession } from '@/store/session';

/**
 * Which courses the learner owns comes from their record; when fetching it failed, say so beside
 * the buttons it decides (Buy Now or Start Learning), with a retry, as the profile does.
 */
export function UserLoadError({ spacing = 0 }: { spacing?: number }) {
  const { t } = useTranslation();
  const { userQuery } = useSession();
  if (!userQuery.isError) return null;
  return (
    <Box sx={{ my: spacing }}>
      <ErrorState message={t('errors.userLoadFailed')} onRetry={() => void userQuery.refetch()} />
    </Box>
  );
}
