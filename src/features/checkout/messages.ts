import type { TFunction } from 'i18next';
import type { Resources } from '@/i18n';

/**
 * The purchase messages, including the cancelled and failed payment states. The flow and the
 * checkout state hold their keys; the words are in the catalogue (`messages.<key>`), so a message
 * is said in the language of the page that shows it.
 */
export const CHECKOUT_MESSAGES = [
  'needLogin',
  'noUser',
  'orderFailed',
  /** Buy Now for a course the learner bought meanwhile elsewhere. */
  'alreadyOwned',
  /** A payment the server took for a course already owned: it is refunded. */
  'refundDue',
  'sdkNotLoaded',
  'verifyFailed',
  'paid',
  'enrolled',
  /** Closing the provider's window says the payment was cancelled. */
  'cancelled',
  /** When the provider gives no reason of its own. */
  'paymentFailed',
] as const satisfies readonly (keyof Resources['checkout']['messages'])[];

export type CheckoutMessage = (typeof CHECKOUT_MESSAGES)[number];

/** A notice of the flow: one of its own messages, or the provider's reason for a failed payment, in its words. */
export type CheckoutNotice = CheckoutMessage | (string & {});

const isCheckoutMessage = (notice: string): notice is CheckoutMessage =>
  (CHECKOUT_MESSAGES as readonly string[]).includes(notice);

/** What the learner reads for a notice. */
export const noticeText = (t: TFunction<'checkout'>, notice: CheckoutNotice): string =>
  isCheckoutMessage(notice) ? t(`messages.${notice}`) : notice;
