/**
 * The parts of the payment provider's Standard Checkout (`checkout.js`) that the site uses.
 * The script defines `window.Razorpay`; the demo checkout in public/demo imitates the same shape.
 */
import type { VerifyPaymentRequest } from '@/store/models';

/** What the provider hands to `handler` after a successful payment. */
export type RazorpaySuccessResponse = VerifyPaymentRequest;

/** What the provider hands to the `payment.failed` callbacks. */
export interface RazorpayFailureResponse {
  error: {
    code: string;
    description: string;
    reason?: string;
    source?: string;
    step?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
