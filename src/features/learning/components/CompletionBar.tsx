import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n';

/** The share of the course's lessons completed, as a labelled bar. */
export function CompletionBar({ percent }: { percent: number }) {
  const { t } = useTranslation('learning');
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id="course-progress-label" variant="body2" sx={{ fontWeight: 600 }}>
          {t('progress.label')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('progress.complete', { percent })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="course-progress-label"
        aria-valuetext={t('progress.complete', { percent })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
