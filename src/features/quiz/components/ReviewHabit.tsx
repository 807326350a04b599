import EventIcon from '@mui/icons-material/EventOutlined';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createEvent } from 'ics';
import { useState } from 'react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Link as RouterLink, useLocale, useTranslation } from '@/i18n';
import { downloadTextFile } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { streak, thisWeek } from '../habit';
import { useDueCount, useHabit } from '../learnerQuiz';

const GOALS = [20, 35, 50, 100] as const;

/**
 * A daily event at 8 pm in India, every day, as an iCalendar file: the learner's calendar app
 * reminds them, with no server and no push.
 */
export function dailyReviewEvent(title: string, description: string, url: string, now: Date): string | null {
  // 20:00 IST is 14:30 UTC; the event starts tomorrow.
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 14, 30));
  const { error, value } = createEvent({
    title,
    description,
    url,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 10 },
    recurrenceRule: 'FREQ=DAILY',
    productId: 'tradeschool/review',
  });
  return error ? null : (value ?? null);
}

/** My Learning's review panel: cards due, the daily streak, the weekly goal and a calendar reminder. */
export default function ReviewHabit() {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const due = useDueCount();
  const { days, goal, setGoal } = useHabit();
  const [now] = useState(() => new Date());
  const days_ = streak(days, now);
  const done = thisWeek(days, now);

  const addToCalendar = () => {
    const reviewUrl = `${env.siteUrl}${paths.review}`;
    const ics = dailyReviewEvent(
      t('habit.calendarTitle', { school: site.name }),
      t('habit.calendarDescription', { url: reviewUrl }),
      reviewUrl,
      new Date(),
    );
    if (ics) downloadTextFile('daily-review.ics', ics, 'text/calendar;charset=utf-8');
  };

  return (
    <Paper component="section" aria-labelledby="review-habit-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="review-habit-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {t('habit.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          {due > 0 ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{t('habit.due', { count: due })}</Typography>
              <Button component={RouterLink} to={paths.review} variant="contained">
                {t('review.navLink', { count: due })}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('review.nothingDue')}</Typography>
          )}
          <Typography sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LocalFireDepartmentIcon aria-hidden fontSize="small" />
            {days_ > 0 ? t('habit.streak', { count: days_ }) : t('habit.noStreak')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="review-week">
            {t('habit.week', { done: formatNumber(done, locale), goal: formatNumber(goal, locale) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.round((done / goal) * 100))}
            aria-labelledby="review-week"
            sx={{ height: 8, borderRadius: 4, my: 1 }}
          />
          <TextField
            select
            size="small"
            label={t('habit.goalLabel')}
            value={goal}
            onChange={(event) => setGoal(Number(event.target.value))}
            sx={{ minWidth: 200, mt: 1 }}
          >
            {GOALS.map((cards) => (
              <MenuItem key={cards} value={cards}>
                {t('habit.goalOption', { cards })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Stack>
      <Button startIcon={<EventIcon aria-hidden />} onClick={addToCalendar} sx={{ mt: 2 }}>
        {t('habit.calendar')}
      </Button>
    </Paper>
  );
}
