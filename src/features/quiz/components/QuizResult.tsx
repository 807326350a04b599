import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { Link as RouterLink, useLocale, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import type { GradedAnswer } from '../attempt';
import type { PublicQuestion } from '../grading';
import { keyText, responseText } from '../quizText';
import type { QuizLanguage } from '../schema';
import { passed, PASS_PERCENT } from '../scoring';

interface QuizResultProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** The questions in the order they were asked. */
  asked: PublicQuestion[];
  graded: Record<string, GradedAnswer>;
  percent: number;
  lang: QuizLanguage;
  /** Where the chapter's lessons are, to watch again what was missed. */
  lessonHref?: string;
  onRetry: () => void;
  onClose: () => void;
}

/** The score, whether it passes, and each question missed with the learner's answer, the key's and why. */
export function QuizResult({
  headingRef,
  asked,
  graded,
  percent,
  lang,
  lessonHref,
  onRetry,
  onClose,
}: QuizResultProps) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const right = asked.filter(({ id }) => graded[id]?.correct).length;
  const missed = asked.filter(({ id }) => graded[id] && !graded[id].correct);
  return (
    <Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h3" sx={{ fontSize: '1.375rem', mb: 2, outline: 'none' }}>
        {t('score', {
          percent: formatNumber(percent, locale),
          right: formatNumber(right, locale),
          total: formatNumber(asked.length, locale),
        })}
      </Typography>
      <Alert severity={passed(percent) ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {passed(percent) ? t('passed', { pass: PASS_PERCENT }) : t('notPassed', { pass: PASS_PERCENT })}
      </Alert>
      {missed.length > 0 && (
        <>
          <Typography variant="h4" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 1 }}>
            {t('missedHeading')}
          </Typography>
          <Box component="ol" sx={{ pl: 3, mt: 0, mb: 2 }}>
            {missed.map((question) => {
              const answer = graded[question.id];
              if (!answer) return null;
              const said = keyText(question, answer.key, lang, locale);
              return (
                <Box component="li" key={question.id} sx={{ mb: 1.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{question[lang].prompt}</Typography>
                  <Typography variant="body2">
                    {t('missedYours', { answer: responseText(question, answer.response, lang, locale) })}{' '}
                    {t('theAnswer', { answer: said.answer })}
                  </Typography>
                  {said.why.map((why) => (
                    <Typography key={why} variant="body2" color="text.secondary">
                      {why}
                    </Typography>
                  ))}
                </Box>
              );
            })}
          </Box>
          {lessonHref && (
            <Typography sx={{ mb: 1 }}>
              <Link component={RouterLink} to={lessonHref}>
                {t('watchAgain')}
              </Link>
            </Typography>
          )}
          <Typography sx={{ mb: 2 }}>{t('missedToReview')}</Typography>
        </>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </Stack>
    </Box>
  );
}
