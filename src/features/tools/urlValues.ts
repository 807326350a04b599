/**
 * A calculator's inputs in the page's address, so a result can be shared: every field as a query
 * parameter of its own name, the text as the learner typed it. A parameter missing from the
 * address takes the field's default; unknown ones are ignored.
 */
export function readUrlValues<Values extends Record<string, string>>(
  params: URLSearchParams,
  defaults: Values,
): Values {
  const values: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const given = params.get(key);
    if (given !== null) values[key] = given.slice(0, 40);
  }
  return values as Values;
}

/** The query string for a calculator's inputs: every field, in the order of its defaults. */
export function writeUrlValues<Values extends Record<string, string>>(
  values: Values,
  defaults: Values,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) params.set(key, (values[key] ?? '').trim());
  return params;
}
