import Box from '@mui/material/Box';
import { Spinner } from '@/components/feedback/Spinner';

/** Where the transcript will be, as tall as a short one, while its file or code loads. */
export function TranscriptSkeleton({ label }: { label: string }) {
  return (
    <Box sx={{ minHeight: 240, display: 'grid', placeItems: 'center' }}>
      <Spinner label={label} />
    </Box>
  );
}
