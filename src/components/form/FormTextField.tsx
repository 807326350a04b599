import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { memo, type ComponentType, type HTMLAttributes } from 'react';
import { get, useFormState, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';

/**
 * The input slot of a multiline TextField that is a plain <textarea> of fixed rows, which the
 * learner can drag taller. MUI's own multiline field grows with its text, and to do so measures
 * the page's layout when it mounts and on every keystroke: on a long page, a long task each time.
 */
export const plainTextarea = { inputComponent: 'textarea', sx: { '& textarea': { resize: 'vertical' } } } as const;

interface FormTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  fullWidth?: boolean;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Makes the field a plainTextarea of this many rows. */
  rows?: number;
  /** What draws the field: MUI's TextField, or one built on it (a password field with its eye button). */
  as?: ComponentType<TextFieldProps>;
}

/**
 * A text field of a react-hook-form form, registered uncontrolled: the ref goes to the <input>,
 * the error message below the field. Every field of our forms is required; that is said to screen
 * readers with aria-required rather than with a '*' in the label.
 *
 * The field reads its own error, and its props are plain values and the form's stable control, so
 * it is memoised: when the form re-renders (react-hook-form renders it once more as it mounts, and
 * on every change of what it shows), the fields are left alone unless their own error changes.
 */
function FormTextFieldImpl<Values extends FieldValues>({
  control,
  name,
  maxLength,
  inputMode,
  rows,
  as: Field = TextField,
  ...props
}: FormTextFieldProps<Values>) {
  // Reading `errors` alone subscribes the field to its own error, not to its dirty or touched state.
  const { errors } = useFormState({ control, name, exact: true });
  const error = get(errors, name) as FieldError | undefined;
  const { ref, ...registered } = control.register(name);
  return (
    <Field
      {...props}
      {...registered}
      inputRef={ref}
      multiline={rows !== undefined}
      rows={rows}
      error={Boolean(error)}
      helperText={error?.message}
      slotProps={{
        htmlInput: { 'aria-required': true, maxLength, inputMode },
        ...(rows !== undefined && { input: plainTextarea }),
      }}
    />
  );
}

export const FormTextField = memo(FormTextFieldImpl) as typeof FormTextFieldImpl;
