import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      )}
      {action}
    </Box>
  );
}
