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

/**
 * A number as the learner may type it: Indian or international grouping ("1,00,000"), spaces, a
 * rupee sign, Devanagari digits. Empty text is no value; anything else unreadable is NaN, for the
 * form to call not a number.
 */
export function parseTypedNumber(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return undefined;
  const plain = text
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\s,₹_]/g, '')
    .replace(/^\u2212/, '-');
  if (plain === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}
