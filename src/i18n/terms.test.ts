/** @jest-environment node */
import { LANGUAGES, type Language } from '@/config/languages';
import { readCatalogue } from '@/test/loadCatalogue';
import type { Namespace } from './resources';

/** A message by namespace and dotted key. */
function message(lang: Language, namespace: Namespace, key: string): string {
  let value: unknown = readCatalogue(lang, namespace);
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`${lang}/${namespace}:${key} is not a message`);
  return value;
}

/**
 * One thing, one name: where the same place or action is named in several spots (the navbar, the
 * page's heading, the browser tab, a button on two screens), a learner reads the same words.
 */
describe.each(LANGUAGES)('the words for one thing agree (%s)', (lang) => {
  it('names My Learning alike in the navbar, its heading and the browser tab', () => {
    const heading = message(lang, 'courses', 'enrolled.title');
    expect(message(lang, 'common', 'account.enrolledCourses')).toBe(heading);
    expect(message(lang, 'head', 'account.enrolledCourses')).toBe(heading);
  });

  it('offers the certificate in the same words in the viewer and on My Learning', () => {
    expect(message(lang, 'learning', 'viewer.getCertificate')).toBe(message(lang, 'courses', 'enrolled.certificate'));
  });
});
