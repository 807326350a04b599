import { http } from 'msw/core/http';
import type { Language } from '@/config/languages';
import en from '@/locales/en/contact.json';
import hi from '@/locales/hi/contact.json';
import { server } from '@mocks/node';

/* What the contact form's tests share (ContactForm.*.test.ts[x]). */

export const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';
export const KEYS = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  toEmail: 'team@tradeschool.example',
};
export const TYPED = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.com',
  Subject: 'Course question',
  Message: 'Is the Nifty course in Hindi?',
};

/** Answers EmailJS's send endpoint and records what the form sent. */
export function emailJsAnswers(status: number, text = status === 200 ? 'OK' : 'Refused') {
  const bodies: unknown[] = [];
  server.use(
    http.post(EMAILJS_SEND, async ({ request }) => {
      bodies.push(await request.json());
      return new Response(text, { status });
    }),
  );
  return bodies;
}

export const CATALOGUES: Record<Language, typeof en> = { en, hi };
