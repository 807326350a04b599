import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** The share of the course's videos completed, as a labelled bar. */
export function CourseProgress({ percent }: { percent: number }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id="course-progress-label" variant="body2" sx={{ fontWeight: 600 }}>
          Course progress
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {percent}% complete
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="course-progress-label"
        aria-valuetext={`${percent}% complete`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
