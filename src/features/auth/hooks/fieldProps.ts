import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** register() spelled for MUI's TextField: the ref goes to the <input>, the error below it. */
export function fieldProps<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>) {
  const { ref, ...rest } = form.register(name);
  const message = form.formState.errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
    // Every field of these forms is required; said to screen readers, not with a '*' in the label.
    slotProps: { htmlInput: { 'aria-required': true } },
  };
}
