/** @jest-environment node */
import type { Namespace } from '@/i18n';
import { readCatalogue } from '@/test/loadCatalogue';

/** Every string of a catalogue by its dotted key. */
function flatten(catalogue: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const entry of flatten(value as Record<string, unknown>, path)) entries.set(...entry);
  }
  return entries;
}

/** What a translation must carry over unchanged: interpolations and Trans's elements. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{[^}]+\}\}|<\/?[a-z][\w-]*\s*\/?>/gi)].map(([slot]) => slot).sort();

/** Lines that read the same in Hindi: the OTP field's label and the sample phone number. */
const SAME_IN_HINDI: Partial<Record<Namespace, string[]>> = { auth: ['fields.otp', 'phone.placeholder'] };

describe.each<Namespace>(['auth', 'profile'])('the %s catalogues', (namespace) => {
  const english = flatten(readCatalogue('en', namespace));
  const hindi = flatten(readCatalogue('hi', namespace));

  it('have the same keys in both languages', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every interpolation and element in the Hindi text', () => {
    for (const [key, text] of english) expect([key, slots(hindi.get(key) ?? '')]).toEqual([key, slots(text)]);
  });

  it('have every Hindi line written in Devanagari', () => {
    const same = SAME_IN_HINDI[namespace] ?? [];
    for (const [key, text] of hindi) {
      if (!same.includes(key)) expect([key, /[\u0900-\u097F]/.test(text)]).toEqual([key, true]);
    }
  });
});
