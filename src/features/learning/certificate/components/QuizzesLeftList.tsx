import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@/i18n';
import { capitalizeWords, formatNumber } from '@/lib/format';
import type { Course } from '@/store/models';

/** What is left of the quizzes: the rule, and the chapters whose quiz is not yet passed. */
export function QuizzesLeftList({ course, left, pass }: { course: Course; left: readonly number[]; pass: number }) {
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
