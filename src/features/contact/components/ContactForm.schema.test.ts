import { LANGUAGES } from '@/config/languages';
import { expectOwnWords, fill, wordsIn } from '@/test/languages';
import { makeContactSchema } from '../schemas';
import { CATALOGUES } from './ContactForm.testSetup';

const contactSchema = makeContactSchema(wordsIn('en', 'contact'));

describe('contact schema', () => {
  it('caps the length of every field', async () => {
    const long = (n: number) => 'x'.repeat(n);
    await expect(contactSchema.validateAt('name', { name: long(81) })).rejects.toThrow(
      'Name must be at most 80 characters.',
    );
    await expect(contactSchema.validateAt('subject', { subject: long(121) })).rejects.toThrow(
      'Subject must be at most 120 characters.',
    );
    await expect(contactSchema.validateAt('message', { message: long(2001) })).rejects.toThrow(
      'Message must be at most 2000 characters.',
    );
    await expect(contactSchema.validateAt('message', { message: '   ' })).rejects.toThrow('Message is required.');
  });

  it('counts a field of invisible characters as empty', async () => {
    const invisible = '\u200B\u200B\u200B';
    await expect(contactSchema.validateAt('name', { name: invisible })).rejects.toThrow('Name is required.');
    await expect(contactSchema.validateAt('email', { email: '\uFEFF\u00A0' })).rejects.toThrow('Email is required.');
    await expect(contactSchema.validateAt('subject', { subject: '\u200D\u200C' })).rejects.toThrow(
      'Subject is required.',
    );
    await expect(contactSchema.validateAt('message', { message: invisible })).rejects.toThrow('Message is required.');
    await expect(contactSchema.validateAt('name', { name: '\u200BAsha\u00A0' })).resolves.toBe('Asha');
  });
});

describe.each(LANGUAGES)("contact schema in the page's language (%s)", (lang) => {
  const schema = makeContactSchema(wordsIn(lang, 'contact'));
  const { fields } = CATALOGUES[lang];

  it('caps the length of every field, in the language of the page', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.fields.name.tooLong,
      c.fields.message.tooLong,
      c.fields.subject.required,
    ]);
    const long = (n: number) => 'x'.repeat(n);
    await expect(schema.validateAt('name', { name: long(81) })).rejects.toThrow(fill(fields.name.tooLong, { max: 80 }));
    await expect(schema.validateAt('message', { message: long(2001) })).rejects.toThrow(
      fill(fields.message.tooLong, { max: 2000 }),
    );
    await expect(schema.validateAt('subject', { subject: '\u200D\u200C' })).rejects.toThrow(fields.subject.required);
  });
});
