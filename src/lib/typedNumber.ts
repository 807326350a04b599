/**
 * A number as a learner may type it: Indian or international grouping ("1,00,000"), spaces, a
 * rupee or per-cent sign, Devanagari digits, a true minus (−). Empty text is no value (undefined);
 * anything else unreadable is NaN, for the form to call not a number.
 */
export function parseTypedNumber(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return undefined;
  const plain = text
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\s,₹%_]/g, '')
    .replace(/^\u2212/, '-');
  if (plain === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The typed number, or NaN while the text is empty or not a number: for sums that show nothing until both are. */
export const typedNumberOrNaN = (text: string) => parseTypedNumber(text) ?? Number.NaN;
