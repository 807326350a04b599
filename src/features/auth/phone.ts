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

/** What the API receives: the last ten digits (spec section 5). */
export const phoneToSend = (value: string): string => phoneDigits(value).slice(-PHONE.minDigits);
