import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { AnyObjectSchema } from 'yup';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { readUrlValues, writeUrlValues } from '../urlValues';

/**
 * A calculator's form: its fields start from the address (or their defaults), every change is
 * written back to the address (replacing the history entry, so Back leaves the calculator rather
 * than undoing keystrokes), and the whole form is checked on each change, since one field's rule
 * can depend on another (the stop on the entry and the direction). `parsed` is the checked values,
 * or null while any field is wrong: results are drawn from it alone.
 */
export function useToolForm<Values extends Record<string, string>, Parsed>(defaults: Values, schema: AnyObjectSchema) {
  const [params, setParams] = useSearchParams();
  // The address is read once: afterwards the form is the source and the address follows it.
  const [initial] = useState(() => readUrlValues(params, defaults));
  const form = useForm<Values>({
    mode: 'all',
    defaultValues: initial as DefaultValues<Values>,
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
  });
  useErrorsFollowLanguage(form);
  const values = useWatch({ control: form.control }) as Values;

  const query = writeUrlValues(values, defaults).toString();
  useEffect(() => {
    if (query !== params.toString()) setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
    // Only a change of the inputs writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  useEffect(() => {
    void form.trigger();
  }, [form, query, schema]);

  const parsed = useMemo(() => {
    try {
      return schema.validateSync(values, { stripUnknown: true }) as Parsed;
    } catch {
      return null;
    }
  }, [schema, values]);

  return { form, parsed };
}
