import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useLocale, useTranslation } from '@/i18n';
import { capitalizeWords, formatDateTime, initials } from '@/lib/format';
import type { User } from '@/store/models';
import { useSession } from '@/store/session';

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/**
 * The profile's rows, in their fixed order, as the learner should read them. Role and user type
 * are the API's own words, shown as it sends them.
 */
function profileRows(user: User, t: TFunction<'profile'>, locale: string): [label: string, value: string][] {
  return [
    [t('rows.username'), orDash(user.username)],
    [t('rows.email'), orDash(user.email)],
    [t('rows.phone'), orDash(user.number)],
    [t('rows.role'), orDash(user.role && capitalizeWords(user.role))],
    [t('rows.enrollmentNumber'), orDash(user.enrollmentNumber)],
    [t('rows.paymentStatus'), user.paymentStatus ? t('values.paid') : t('values.pending')],
    [t('rows.userType'), orDash(user.userType && capitalizeWords(user.userType))],
    [t('rows.sessionActive'), user.sessionActive ? t('values.yes') : t('values.no')],
    [t('rows.created'), orDash(formatDateTime(user.createdAt, locale))],
    [t('rows.updated'), orDash(formatDateTime(user.updatedAt, locale))],
  ];
}

const ROW_COUNT = 10;

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, fontWeight: 700, mb: 3 }}>
        {t('title')}
      </Typography>
      {children}
    </Container>
  );
}

/** /profile: the signed-in learner's record, fresh from the server, the stored copy meanwhile. */
export function ProfileDetails() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const { userId, user, userQuery } = useSession();
  const hintId = useId();

  if (!userId) {
    return (
      <Frame>
        <ErrorState message={t('noUser')} />
      </Frame>
    );
  }

  return (
    <Frame>
      {userQuery.isError && (
        <Box sx={{ mb: 3 }}>
          <ErrorState message={tCommon('errors.userLoadFailed')} onRetry={() => void userQuery.refetch()} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {user ? (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, minWidth: 0 }}>
              <Avatar sx={{ bgcolor: 'brand.accent', color: 'brand.onAccent', fontWeight: 700, width: 56, height: 56 }}>
                {initials(user.username)}
              </Avatar>
              <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {capitalizeWords(user.username ?? '')}
              </Typography>
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
                columnGap: 3,
                rowGap: { xs: 0.5, sm: 1.5 },
                m: 0,
              }}
            >
              {profileRows(user, t, locale).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        ) : (
          <Box role="status" aria-label={t('loading')}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
              <Skeleton variant="circular" width={56} height={56} />
              <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
            </Stack>
            {Array.from({ length: ROW_COUNT }, (_, index) => (
              <Skeleton key={index} variant="text" sx={{ my: 0.75 }} />
            ))}
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
          {/* There is no API to save a profile yet, so the button says so instead of doing nothing. */}
          <Button variant="contained" disabled aria-describedby={hintId}>
            {t('edit')}
          </Button>
          <Typography id={hintId} color="text.secondary" variant="body2">
            {t('editHint')}
          </Typography>
        </Stack>
      </Paper>
    </Frame>
  );
}
