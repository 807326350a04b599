import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { plainTextarea } from '@/components/form/FormTextField';
import { useTranslation } from '@/i18n';
import { NOTE_MAX_LENGTH } from '@/learner';
import { isNoteError, noteCounter, type NoteValues } from './noteSchema';

interface NoteFieldProps {
  control: Control<NoteValues>;
  label: string;
  rows?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * A note's text: its label, its error, and the count of characters against the limit. Nothing is
 * cut at the limit: a longer note is kept as typed, and saying so is the error's job.
 */
export function NoteField({ control, label, rows = 3, onKeyDown }: NoteFieldProps) {
  const { t } = useTranslation('learning');
  const { errors } = useFormState({ control, name: 'text', exact: true });
  const length = useWatch({ control, name: 'text' }).length;
  const { ref, ...registered } = control.register('text');
  const message = errors.text?.message;
  const error = isNoteError(message) ? t(message, { max: NOTE_MAX_LENGTH }) : message;
  return (
    <TextField
      {...registered}
      inputRef={ref}
      label={label}
      fullWidth
      multiline
      rows={rows}
      onKeyDown={onKeyDown}
      error={Boolean(errors.text)}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 1 }}>
          {error && <span>{error}</span>}
          <Box component="span" sx={{ ml: 'auto', color: length > NOTE_MAX_LENGTH ? 'error.main' : 'text.secondary' }}>
            {noteCounter(length)}
          </Box>
        </Box>
      }
      slotProps={{ input: plainTextarea, htmlInput: { 'aria-required': true } }}
    />
  );
}
