import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
}

/** The centred h2 (and optional line under it) that opens each Home section. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <>
      <Typography id={id} variant="h2" sx={{ textAlign: 'center', mb: subtitle ? 1.5 : 4 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: 4 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
