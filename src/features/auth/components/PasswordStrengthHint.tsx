import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocale, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { PASSWORD_MIN_LENGTH, passwordStrength, type PasswordStrength } from '@/lib/passwordRule';

const LEVEL: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'success' }> = {
  weak: { value: 33, color: 'error' },
  fair: { value: 66, color: 'warning' },
  strong: { value: 100, color: 'success' },
};

/**
 * Below a new password: the rule before anything is typed, then how strong the password is as it
 * is typed. Always two lines tall, so the form does not jump as the hint appears.
 */
export function PasswordStrengthHint<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: Path<Values>;
}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const value = useWatch({ control, name }) as string | undefined;
  const level = value ? passwordStrength(value) : null;
  return (
    <Box sx={{ mt: -1.5 }}>
      <LinearProgress
        variant="determinate"
        aria-hidden
        value={level ? LEVEL[level].value : 0}
        color={level ? LEVEL[level].color : 'inherit'}
        sx={{ height: 4, borderRadius: 2, mb: 0.5, visibility: level ? 'visible' : 'hidden' }}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        aria-live="polite"
        sx={{ display: 'block', minHeight: '3.4em' }}
      >
        {level
          ? t('passwordHint.strength', { level: t(`passwordHint.${level}`) })
          : t('passwordHint.rule', { min: formatNumber(PASSWORD_MIN_LENGTH, locale) })}
      </Typography>
    </Box>
  );
}
