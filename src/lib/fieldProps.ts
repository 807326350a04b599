import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type InputAttributes = InputHTMLAttributes<HTMLInputElement> & { 'aria-required'?: boolean };

/**
 * react-hook-form's register() spelled for MUI's TextField: the ref goes to the <input>, the
 * error message below the field. Every field of our forms is required; that is said to screen
 * readers with aria-required rather than with a '*' in the label.
 */
export function fieldProps<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
  input: InputAttributes = {},
) {
  const { ref, ...rest } = form.register(name);
  const message = form.formState.errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
    slotProps: { htmlInput: { 'aria-required': true, ...input } },
  };
}
