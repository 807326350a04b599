import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A busy indicator: a CSS ring, turned by a transform the browser animates off the main thread.
 * MUI's CircularProgress draws its arc by animating an SVG stroke, which costs the main thread
 * style, layout and paint on every frame while a page loads; it would also add its code to every
 * first load. Without a label it is decoration, for a spot that announces its state in words.
 */
export function Spinner({
  label,
  size = 40,
  color = 'primary.main',
}: {
  label?: string;
  size?: number;
  color?: string;
}) {
  return (
    <Box
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(3, Math.round(size / 10))}px solid`,
        borderColor: color,
        borderRightColor: 'transparent',
        animation: `${spin} 0.9s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}
