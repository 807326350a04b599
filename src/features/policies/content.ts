import type { TFunction } from 'i18next';
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

/** The `t` of the policies catalogue, in the page's language. */
export type PoliciesT = TFunction<'policies'>;

/**
 * A policy in the page's language. The text lives in the catalogue, a key per paragraph and
 * bullet; this says how it is laid out, so both languages have the same sections in the same order.
 */
export type PolicyText = (t: PoliciesT) => Policy;

const UPDATED = '2026-11-01';

/** The school's details the policies quote, the same in every language. */
const contact = { brand: site.name, email: site.email, phone: site.phone };

export const privacyPolicy: PolicyText = (t) => ({
  title: t('privacy.title'),
  updated: UPDATED,
  intro: t('privacy.intro', contact),
  sections: [
    {
      heading: t('privacy.collect.heading'),
      paragraphs: [t('privacy.collect.intro')],
      bullets: [
        t('privacy.collect.account'),
        t('privacy.collect.purchases'),
        t('privacy.collect.progress'),
        t('privacy.collect.messages'),
        t('privacy.collect.technical'),
      ],
    },
    {
      heading: t('privacy.use.heading'),
      paragraphs: [t('privacy.use.intro')],
      bullets: [
        t('privacy.use.access'),
        t('privacy.use.payments'),
        t('privacy.use.support'),
        t('privacy.use.improve'),
        t('privacy.use.law'),
      ],
    },
    {
      heading: t('privacy.security.heading'),
      paragraphs: [t('privacy.security.encryption'), t('privacy.security.breach')],
    },
    {
      heading: t('privacy.sharing.heading'),
      paragraphs: [t('privacy.sharing.intro')],
      bullets: [
        t('privacy.sharing.payments'),
        t('privacy.sharing.video'),
        t('privacy.sharing.email'),
        t('privacy.sharing.authorities'),
      ],
    },
    {
      heading: t('privacy.rights.heading'),
      paragraphs: [t('privacy.rights.requests', contact), t('privacy.rights.complaints')],
    },
  ],
});

export const termsAndConditions: PolicyText = (t) => ({
  title: t('terms.title'),
  updated: UPDATED,
  intro: t('terms.intro', contact),
  sections: [
    {
      heading: t('terms.education.heading'),
      paragraphs: [t('terms.education.notAdvice', contact), t('terms.education.risk')],
    },
    {
      heading: t('terms.account.heading'),
      paragraphs: [t('terms.account.rules')],
    },
    {
      heading: t('terms.access.heading'),
      paragraphs: [t('terms.access.licence')],
      bullets: [t('terms.access.noSharing'), t('terms.access.suspension')],
    },
    {
      heading: t('terms.payments.heading'),
      paragraphs: [t('terms.payments.pricing')],
    },
    {
      heading: t('terms.liability.heading'),
      paragraphs: [t('terms.liability.noGuarantee'), t('terms.liability.changes')],
    },
  ],
});

const refundTerms = {
  ...contact,
  days: REFUND.requestWithinDays,
  minDays: REFUND.processingBusinessDays.min,
  maxDays: REFUND.processingBusinessDays.max,
};

export const refundPolicy: PolicyText = (t) => ({
  title: t('refund.title'),
  updated: UPDATED,
  intro: t('refund.intro', contact),
  sections: [
    {
      heading: t('refund.cancellation.heading'),
      paragraphs: [t('refund.cancellation.afterPayment')],
    },
    {
      heading: t('refund.eligibility.heading'),
      paragraphs: [t('refund.eligibility.intro')],
      bullets: [
        t('refund.eligibility.notAdded'),
        t('refund.eligibility.chargedTwice'),
        t('refund.eligibility.unplayable'),
      ],
    },
    {
      heading: t('refund.request.heading'),
      paragraphs: [t('refund.request.howTo', refundTerms), t('refund.request.deadline', refundTerms)],
    },
    {
      heading: t('refund.processing.heading'),
      paragraphs: [t('refund.processing.timing', refundTerms)],
    },
    {
      heading: t('refund.contact.heading'),
      paragraphs: [t('refund.contact.questions', contact)],
    },
  ],
});
