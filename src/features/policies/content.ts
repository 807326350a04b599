import { REFUND } from '@/config/constants';
import { site } from '@/config/site';

/** A policy is a title, an introduction and numbered sections of paragraphs and bullet lists. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Policy {
  title: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: string;
  sections: PolicySection[];
}

const UPDATED = '2026-11-01';

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  updated: UPDATED,
  intro: `${site.name} runs online trading courses for learners in India. This policy explains what personal information we collect, why we collect it and how we look after it, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run your account and your courses:'],
      bullets: [
        'Account details you give us: your name, e-mail address and mobile number.',
        'Purchase records: the courses you bought, the amount and the payment reference. Card, UPI and bank details are entered on the payment provider’s page and never reach us.',
        'Learning progress: which lessons you have watched and the reviews you write.',
        'Messages you send us through the contact form.',
        'Basic technical data such as browser type and pages visited, used to keep the site working and secure.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your information to:'],
      bullets: [
        'create your account and give you access to the courses you bought;',
        'confirm payments and send receipts and one-time passwords;',
        'answer your questions and support requests;',
        'improve our lessons based on how courses are used;',
        'meet our obligations under Indian tax and accounting law.',
      ],
    },
    {
      heading: 'Data security',
      paragraphs: [
        'Your data travels over encrypted connections (HTTPS). Passwords are stored only in hashed form, and access to learner records is limited to the staff who need it to support you.',
        'Your login is kept in your browser only for the current session. No system is perfectly secure; if we learn of a breach that affects you, we will tell you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      heading: 'Sharing with third parties',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only with service providers that help us run the school, and only as far as each one needs:',
      ],
      bullets: [
        'the payment gateway that processes your payment;',
        'the secure video platform that streams course videos;',
        'the e-mail service that delivers contact-form messages to our team;',
        'government authorities, when Indian law requires us to.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask us for a copy of the personal data we hold about you, ask us to correct or erase it, withdraw consent for optional uses, or nominate someone to act for you. Write to ${site.email}; we reply within 30 days.`,
        'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
  ],
};

export const termsAndConditions: Policy = {
  title: 'Terms and Conditions',
  updated: UPDATED,
  intro: `These terms apply to everyone who uses the ${site.name} website and courses. By creating an account or buying a course you accept them.`,
  sections: [
    {
      heading: 'Educational purpose only',
      paragraphs: [
        `${site.name} provides trading education. Nothing on this site or in our courses is investment advice, a research report or a recommendation to buy or sell any security, commodity, currency or crypto-asset. We are not registered with SEBI as an investment adviser or research analyst.`,
        'Trading in equities, derivatives, commodities, forex and crypto-assets carries a high risk of loss, and past results do not guarantee future returns. Make your own decisions, and consult a SEBI-registered adviser before you invest.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old to create an account. Keep your password private; you are responsible for activity on your account. One account is for one learner.',
      ],
    },
    {
      heading: 'Course access and intellectual property',
      paragraphs: [
        'When you buy a course you receive a personal, non-transferable licence to watch it. All videos, notes and materials remain the property of the school.',
      ],
      bullets: [
        'Do not record, download, copy, resell or share course content or your login.',
        'Accounts that share content may be suspended without a refund.',
      ],
    },
    {
      heading: 'Payments and pricing',
      paragraphs: [
        'Prices are shown in Indian rupees and include applicable taxes unless stated otherwise. Payments are processed by our payment gateway. Offers and discounts are valid only for the period shown. Refunds follow our Cancellation and Refund Policy.',
      ],
    },
    {
      heading: 'Liability, changes and governing law',
      paragraphs: [
        'We work to keep the site and courses available and accurate, but we do not guarantee uninterrupted access, and we are not liable for trading losses or for decisions you make based on our material.',
        'We may update these terms; the date above shows the latest version. These terms are governed by the laws of India, and the courts of Pune, Maharashtra have jurisdiction.',
      ],
    },
  ],
};

export const refundPolicy: Policy = {
  title: 'Cancellation and Refund Policy',
  updated: UPDATED,
  intro: `We want every learner to get what they paid for. This policy explains when ${site.name} refunds a course purchase and how to ask.`,
  sections: [
    {
      heading: 'Cancellation',
      paragraphs: [
        'Course access starts as soon as a payment succeeds, so an order cannot be cancelled after payment. Please read the course description and preview before you buy.',
      ],
    },
    {
      heading: 'When a refund is possible',
      paragraphs: ['Refunds are given for technical or service errors, for example:'],
      bullets: [
        'you were charged but the course was not added to your account;',
        'you were charged twice for the same course;',
        'the course could not be played because of a fault on our side that we could not fix.',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        `Write to ${site.email} within ${REFUND.requestWithinDays} days of the transaction. Include proof of purchase (the payment reference or receipt), the e-mail address of your account and a short description of the problem.`,
        `Requests made more than ${REFUND.requestWithinDays} days after the transaction cannot be accepted.`,
      ],
    },
    {
      heading: 'Processing',
      paragraphs: [
        `Once a refund is approved, it is processed in ${REFUND.processingBusinessDays} business days to the original payment method. Your bank or card issuer may take a few more days to show it.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about this policy? Write to ${site.email} or call ${site.phone}.`],
    },
  ],
};
