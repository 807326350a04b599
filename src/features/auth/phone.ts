import { AsYouType } from 'mui-tel-input';
import { PHONE } from '@/config/constants';

/** Every digit of the number as typed, calling code included. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * The digits after the calling code ('+1 702 123 4567' → '7021234567'), so that a US number one
 * digit short is not counted as ten digits thanks to the leading 1.
 */
export function phoneNationalDigits(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return phoneDigits(trimmed);
  const parser = new AsYouType();
  parser.input(trimmed);
  const callingCode = parser.getCallingCode();
  const digits = phoneDigits(trimmed);
  if (!callingCode) return digits.length > 3 ? digits : '';
  return digits.slice(callingCode.length);
}

/** What the API receives: the last ten digits, without the country code. */
export const phoneToSend = (value: string): string => phoneDigits(value).slice(-PHONE.minDigits);

/** The number formatted as the phone field shows it ('+919876543210' → '+91 98765 43210'). */
export const formatInternational = (value: string): string => new AsYouType().input(value);

/**
 * What the learner meant by the text now in the phone field, when the field's own reading would be
 * wrong; null when it is right.
 * - A `+` after the start begins a new number: "+91 98765 43210" typed or pasted after the calling
 *   code the field already shows switches to that number's country.
 * - Digits with no `+` at all (the field was cleared, then a number typed or pasted) are a national
 *   number of the country the field was on, not the start of a calling code.
 */
export function reinterpretPhoneInput(raw: string, callingCode: string): string | null {
  const text = raw.trim();
  const plus = text.lastIndexOf('+');
  if (plus > 0) return formatInternational(`+${phoneDigits(text.slice(plus))}`);
  if (plus === 0) return null;
  const digits = phoneDigits(text);
  return digits ? formatInternational(`+${callingCode}${digits}`) : null;
}
