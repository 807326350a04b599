import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type InputAttributes = InputHTMLAttributes<HTMLInputElement> & { 'aria-required'?: boolean };

/**
 * The input slot of a multiline TextField that is a plain <textarea> of fixed rows, which the
 * learner can drag taller. MUI's own multiline field grows with its text, and to do so measures
 * the page's layout when it mounts and on every keystroke: on a long page, a long task each time.
 */
export const plainTextarea = { inputComponent: 'textarea', sx: { '& textarea': { resize: 'vertical' } } } as const;

/**
 * react-hook-form's register() spelled for MUI's TextField: the ref goes to the <input>, the
 * error message below the field. Every field of our forms is required; that is said to screen
 * readers with aria-required rather than with a '*' in the label. `textarea` makes a multiline
 * field a plainTextarea.
 */
export function fieldProps<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
  input: InputAttributes = {},
  { textarea = false }: { textarea?: boolean } = {},
) {
  const { ref, ...rest } = form.register(name);
  const message = form.formState.errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
    slotProps: { htmlInput: { 'aria-required': true, ...input }, ...(textarea && { input: plainTextarea }) },
  };
}

