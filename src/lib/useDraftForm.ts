import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { drafts } from './webStorage';

/** A stored value of the same shape as `empty`: each of its fields, with a value of the same type. */
const sameShapeAs =
  <Values extends object>(empty: Values) =>
  (value: unknown): value is Values =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(empty).every(([field, blank]) => typeof (value as Record<string, unknown>)[field] === typeof blank);

const sameValues = (a: object, b: object) =>
  Object.entries(b).every(([field, value]) => (a as Record<string, unknown>)[field] === value);

interface DraftFormOptions<Values extends FieldValues> extends Omit<UseFormProps<Values>, 'defaultValues'> {
  /** The empty form: its starting values without a draft, and the values that need none kept. */
  defaultValues: Values;
  /** Where the draft is kept; null keeps none (say, until the learner is known). */
  draftKey: string | null;
  /** Whether a stored value is a draft of this form; by default, one of the empty form's shape. */
  isDraft?: (value: unknown) => value is Values;
}

/**
 * useForm whose values are kept as a draft for the tab's life (see `drafts`): the form starts from
 * the stored draft, saves every change, and forgets the draft once it is back to empty (sent and
 * reset, or cleared). A reload, a logout after a 401 or a stray link loses nothing typed.
 */
export function useDraftForm<Values extends FieldValues>({ draftKey, isDraft, ...options }: DraftFormOptions<Values>) {
  const empty = options.defaultValues;
  const [draft] = useState(() => (draftKey ? drafts.read(draftKey, isDraft ?? sameShapeAs(empty)) : null));
  const form = useForm<Values>({ ...options, defaultValues: (draft ?? empty) as DefaultValues<Values> });
  const { subscribe } = form;

  useEffect(() => {
    if (!draftKey) return undefined;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (sameValues(values, empty)) drafts.clear(draftKey);
        else drafts.write(draftKey, values);
      },
    });
  }, [draftKey, subscribe, empty]);

  return form;
}
