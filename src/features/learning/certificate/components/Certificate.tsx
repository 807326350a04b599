import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { ErrorState } from '@/components/feedback/ErrorState';
import { env } from '@/config/env';
import { certificatePath, certificateVerifyPath, courseViewerPath, viewCoursePath } from '@/config/paths';
import { site } from '@/config/site';
import { useIssueCertificateQuery } from '@/features/learning/api';
import { useCourseCompletion } from '@/features/learning/progress/learnerProgress';
import { Link as RouterLink, useLocale, useTranslation } from '@/i18n';
import { selectCourseUnsynced } from '@/learner';
import { capitalizeWords, formatIndianDate, formatNumber } from '@/lib/format';
import { personName } from '@/lib/personName';
import { errorMessage, type ApiError } from '@/store/apiError';
import { useAppSelector } from '@/store/hooks';
import type { Course } from '@/store/models';
import { useCourseAccess } from '@/store/session';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import { certificateNumber } from '../certificateNumber';
import { linkedInAddUrl } from '../linkedIn';
import { CertificateDocument } from './CertificateDocument';
import { CertificatePrintStyles, SCREEN_ONLY } from './CertificatePrintStyles';

/** The course's name as the API has it, or the catalogue's stand-in when it has none. */
const courseName = (course: Course, t: TFunction<'learning'>) =>
  capitalizeWords(
    course.title?.trim() || course.courseTitle?.trim() || course.name?.trim() || t('certificate.untitledCourse'),
  );

function Page({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

/** What a page says before its certificate: the heading, and the course when it is known. */
function Intro({ course }: { course?: Course }) {
  const { t } = useTranslation('learning');
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('certificate.heading')}
      </Typography>
      {course && (
        <Typography color="text.secondary" sx={{ mt: 1, fontSize: '1.125rem' }}>
          {courseName(course, t)}
        </Typography>
      )}
    </Box>
  );
}

/** The certificate's place while the learner and course load: as tall as the certificate. */
function Loading() {
  const { t } = useTranslation('learning');
  return (
    <Page>
      <Box role="status" aria-label={t('certificate.loading')}>
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: { xs: 560, md: 'auto' }, aspectRatio: { md: '297 / 210' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Skeleton variant="rounded" sx={{ height: 42, width: { xs: '100%', sm: 220 } }} />
          <Skeleton variant="rounded" sx={{ height: 42, width: { xs: '100%', sm: 180 } }} />
        </Stack>
      </Box>
    </Page>
  );
}

const loading = <Loading />;

/**
 * The chapters whose quiz is still to pass, by index: the certificate needs them passed as well
 * as every lesson complete. 'loading' while the page finds out.
 */
export type QuizzesLeft = readonly number[] | 'loading';

/** What is left of the quizzes: the rule, and the chapters whose quiz is not yet passed. */
function QuizzesLeftList({ course, left, pass }: { course: Course; left: readonly number[]; pass: number }) {
  const { t } = useTranslation('learning');
  const locale = useLocale();
  if (left.length === 0) return null;
  return (
    <Box sx={{ maxWidth: 560, mt: 3 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}>
        {t('certificate.quizzesLeft', { count: left.length })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('certificate.quizzesRule', { pass })}
      </Typography>
      <Box component="ul" aria-label={t('certificate.quizzesListLabel')} sx={{ mt: 1, pl: 3 }}>
        {left.map((index) => (
          <li key={index}>
            {t('certificate.quizChapter', {
              n: formatNumber(index + 1, locale),
              title: capitalizeWords(course.chapters[index]?.title ?? ''),
            })}
          </li>
        ))}
      </Box>
    </Box>
  );
}

function NotYet({
  course,
  remaining,
  total,
  quizzesLeft = [],
  passPercent = 0,
}: {
  course: Course;
  remaining: number;
  total: number;
  quizzesLeft?: readonly number[];
  passPercent?: number;
}) {
  const { t } = useTranslation('learning');
  const title = courseName(course, t);
  const percent = total > 0 ? Math.round(((total - remaining) / total) * 100) : 0;
  return (
    <Page>
      <Intro course={course} />
      {total === 0 && <Typography>{t('certificate.noLessons')}</Typography>}
      {total > 0 && remaining > 0 && (
        <Box sx={{ maxWidth: 560 }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}>
            {t('certificate.toGo', { count: remaining })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('certificate.progressIn', { title })}
            aria-valuetext={t('progress.complete', { percent })}
            sx={{ height: 8, borderRadius: 4, my: 2 }}
          />
          <Typography color="text.secondary">{t('certificate.finish')}</Typography>
        </Box>
      )}
      {total > 0 && <QuizzesLeftList course={course} left={quizzesLeft} pass={passPercent} />}
      <Button component={RouterLink} to={courseViewerPath(course._id)} variant="contained" size="large" sx={{ mt: 3 }}>
        {t('certificate.continue')}
      </Button>
    </Page>
  );
}

/**
 * The public check's address as a link. A narrow screen wraps it after a slash or a dash, never
 * inside a word, so the number stays whole and readable.
 */
function CheckAddress({ href }: { href: string; children?: ReactNode }) {
  const parts = href.split(/(?<=[/-])/);
  // Named as one address: the break opportunities are not words to read out.
  return (
    <Link href={href} aria-label={href}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </Link>
  );
}

interface EarnedProps {
  course: Course;
  learnerName: string;
  completedAt: string;
  number: string;
  /** The public page that confirms it, when the school's server issued it. */
  verifyUrl?: string;
}

function Earned({ course, learnerName, completedAt, number, verifyUrl }: EarnedProps) {
  const { t } = useTranslation('learning');
  const locale = useLocale();
  const title = courseName(course, t);
  const linkedIn = linkedInAddUrl({
    name: title,
    organizationName: site.name,
    issued: new Date(completedAt),
    certId: number,
    certUrl: verifyUrl ?? `${env.siteUrl}${certificatePath(course._id)}`,
  });
  return (
    <Page>
      <CertificatePrintStyles />
      <CertificateDocument
        learnerName={learnerName}
        courseTitle={title}
        completedOn={formatIndianDate(completedAt, locale)}
        mentorName={course.mentor?.trim() || undefined}
        schoolName={site.name}
        number={number}
      />
      {verifyUrl ? (
        <Typography sx={{ mt: 2 }}>
          <Trans
            t={t}
            i18nKey="certificate.verifyAt"
            values={{ url: verifyUrl }}
            components={{ link: <CheckAddress href={verifyUrl} /> }}
          />
        </Typography>
      ) : (
        // A note to the learner about this browser's record: the paper is the certificate alone.
        <Alert {...SCREEN_ONLY} severity="info" sx={{ mt: 2 }}>
          {t('certificate.browserRecord')}
        </Alert>
      )}
      <Stack
        {...SCREEN_ONLY}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, alignItems: { sm: 'center' } }}
      >
        <Button variant="contained" size="large" startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
          {t('certificate.print')}
        </Button>
        <Button
          component="a"
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="large"
          startIcon={<LinkedInIcon aria-hidden />}
        >
          {t('certificate.linkedIn')}
          <VisuallyHidden>{t('certificate.newTab')}</VisuallyHidden>
        </Button>
        <Button component={RouterLink} to={courseViewerPath(course._id)} size="large">
          {t('certificate.back')}
        </Button>
      </Stack>
    </Page>
  );
}

/**
 * The certificate the school's server issues: it checks ownership and the completion it holds,
 * and numbers it. Asked for once this browser's progress in the course has reached the account.
 */
function IssuedCertificate({ course }: { course: Course }) {
  const { t } = useTranslation('learning');
  const pending = useAppSelector((state) => selectCourseUnsynced(state, course._id));
  const issued = useIssueCertificateQuery(pending ? skipToken : course._id);
  const notYetOnServer = issued.isError && (issued.error as ApiError).status === 409;
  if (pending || notYetOnServer) {
    return (
      <Page>
        <Intro course={course} />
        <Alert
          severity="info"
          action={
            notYetOnServer ? (
              <Button color="inherit" size="small" onClick={() => void issued.refetch()}>
                {t('player.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('certificate.syncing')}
        </Alert>
      </Page>
    );
  }
  if (issued.isError) {
    return (
      <Page>
        <Intro course={course} />
        <ErrorState
          message={errorMessage(issued.error, t('certificate.issueFailed'))}
          onRetry={() => void issued.refetch()}
        />
      </Page>
    );
  }
  if (!issued.currentData) return loading;
  const certificate = issued.currentData;
  return (
    <Earned
      course={course}
      learnerName={capitalizeWords(personName(certificate.learnerName) || t('certificate.learner'))}
      completedAt={certificate.completedAt}
      number={certificate.number}
      verifyUrl={`${env.siteUrl}${certificateVerifyPath(certificate.number)}`}
    />
  );
}

/** The loaded course: the certificate once every lesson is complete, else what is left to do. */
function CourseCertificate({
  course,
  learnerId,
  learnerName,
  quizzesLeft,
  passPercent,
}: {
  course: Course;
  learnerId: string;
  learnerName: string;
  quizzesLeft: QuizzesLeft;
  passPercent: number;
}) {
  const completion = useCourseCompletion(course);
  if (quizzesLeft === 'loading') return loading;
  if (!completion.complete || !completion.completedAt || quizzesLeft.length > 0)
    return (
      <NotYet
        course={course}
        remaining={completion.remaining}
        total={completion.total}
        quizzesLeft={quizzesLeft}
        passPercent={passPercent}
      />
    );
  if (env.learnerDataApi) return <IssuedCertificate course={course} />;
  return (
    <Earned
      course={course}
      learnerName={learnerName}
      completedAt={completion.completedAt}
      number={certificateNumber(learnerId, course._id)}
    />
  );
}

/**
 * /certificate/{courseId}: the learner's certificate of completion for a course they own. The
 * route's guard has already asked for a login.
 */
export function Certificate({
  courseId,
  quizzesLeft = [],
  passPercent = 0,
}: {
  courseId: string;
  /** The chapters whose quiz is still to pass (the page reads them from the quizzes); none by default. */
  quizzesLeft?: QuizzesLeft;
  passPercent?: number;
}) {
  const { t } = useTranslation('learning');
  const {
    access,
    retry,
    session: { user, userId },
  } = useCourseAccess(courseId, { trustStored: false });
  const course = useGetCourseByIdQuery(access === 'owner' ? courseId : skipToken);

  if (access === 'unknown') {
    return (
      <Page>
        <Intro />
        <ErrorState message={t('accessUnknown')} onRetry={retry} />
      </Page>
    );
  }
  if (access === 'not-owner') {
    return (
      <Page>
        <Intro />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={viewCoursePath(courseId)} color="inherit" size="small">
              {t('certificate.viewCourse')}
            </Button>
          }
        >
          {t('certificate.notOwned')}
        </Alert>
      </Page>
    );
  }
  if (course.isError) {
    return (
      <Page>
        <Intro />
        <ErrorState
          message={errorMessage(course.error, t('certificate.courseFailed'))}
          onRetry={() => void course.refetch()}
        />
      </Page>
    );
  }
  if (access === 'checking' || !course.currentData || !userId) return loading;
  return (
    <CourseCertificate
      course={course.currentData}
      learnerId={userId}
      learnerName={capitalizeWords(personName(user?.username) || t('certificate.learner'))}
      quizzesLeft={quizzesLeft}
      passPercent={passPercent}
    />
  );
}
