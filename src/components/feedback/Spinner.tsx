import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A busy indicator for the shell (page and chat loading). A CSS ring rather than MUI's
 * CircularProgress, which would add its code to every first load.
 */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        border: '4px solid',
        borderColor: 'primary.main',
        borderRightColor: 'transparent',
        animation: `${spin} 0.9s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}
