import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { get, useFormState, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';

interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  /** A field that may be left empty (a lot size for shares). */
  optional?: boolean;
  /** A unit after the number: "%", "₹", "years". */
  unit?: string;
  /** A line under the field while it has no error. */
  hint?: string;
}

/**
 * A number field of a calculator: text, so Indian grouping ("1,00,000") can be typed, with the
 * decimal keypad on phones; its error, if any, under it and tied to it for screen readers.
 */
export function NumberField<Values extends FieldValues>({
  control,
  name,
  label,
  optional,
  unit,
  hint,
}: FieldProps<Values>) {
  const { errors } = useFormState({ control, name, exact: true });
  const error = get(errors, name) as FieldError | undefined;
  const { ref, ...registered } = control.register(name);
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`tool-${name}`}
      label={label}
      fullWidth
      autoComplete="off"
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-required': !optional, spellCheck: false },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

interface ChoiceFieldProps<Values extends FieldValues> extends Omit<FieldProps<Values>, 'optional' | 'unit'> {
  options: readonly { value: string; label: string }[];
}

/** A choice among a few options, as the browser's own select: one tab stop, arrow keys, read by every screen reader. */
export function ChoiceField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
}: ChoiceFieldProps<Values>) {
  const { errors } = useFormState({ control, name, exact: true });
  const error = get(errors, name) as FieldError | undefined;
  const { ref, ...registered } = control.register(name);
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`tool-${name}`}
      select
      label={label}
      fullWidth
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
