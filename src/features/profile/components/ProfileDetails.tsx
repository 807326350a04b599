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
import { capitalizeWords, formatIndianDate, initials } from '@/lib/format';
import { personName } from '@/lib/personName';
import type { User } from '@/store/models';
import { useSession } from '@/store/session';

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** The API's word for a role or a kind of learner, in the page's words where we know it. */
function inWords(t: TFunction<'profile'>, group: 'role' | 'userType', value: string | null | undefined): string {
  if (!value?.trim()) return '—';
  return t(`values.${group}.${value.trim().toLowerCase()}`, { defaultValue: capitalizeWords(value.trim()) });
}

type Rows = [label: string, value: string][];

/**
 * The user record's fields in two groups a learner reads at a glance: who they are, and where their
 * learning and purchases stand. Dates are the page's language's, without the time of day.
 */
function profileGroups(user: User, t: TFunction<'profile'>, locale: string): [heading: string, rows: Rows][] {
  return [
    [
      t('groups.account'),
      [
        [t('rows.username'), orDash(personName(user.username))],
        [t('rows.email'), orDash(user.email)],
        [t('rows.phone'), orDash(user.number)],
        [t('rows.created'), orDash(formatIndianDate(user.createdAt, locale))],
        [t('rows.updated'), orDash(formatIndianDate(user.updatedAt, locale))],
        [t('rows.sessionActive'), user.sessionActive ? t('values.yes') : t('values.no')],
      ],
    ],
    [
      t('groups.learning'),
      [
        [t('rows.role'), inWords(t, 'role', user.role)],
        [t('rows.userType'), inWords(t, 'userType', user.userType)],
        [t('rows.enrollmentNumber'), orDash(user.enrollmentNumber)],
        [t('rows.paymentStatus'), user.paymentStatus ? t('values.paid') : t('values.pending')],
      ],
    ],
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
                {initials(personName(user.username))}
              </Avatar>
              <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {capitalizeWords(personName(user.username))}
              </Typography>
            </Stack>
            {profileGroups(user, t, locale).map(([heading, rows]) => (
              <Box key={heading} component="section" aria-label={heading} sx={{ '& + &': { mt: 3 } }}>
                <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
                  {heading}
                </Typography>
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
                  {rows.map(([label, value]) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                      <Typography
                        component="dt"
                        color="text.secondary"
                        sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}
                      >
                        {label}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
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
