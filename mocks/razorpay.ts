/**
 * The payment provider's signing scheme, shared by the demo provider (which signs) and the
 * demo school API (which verifies). The secret lives only here, never in src/ or the bundle.
 */
import { hmacSha256Hex, safeEqual } from './crypto';

/** Demo key secret pairing with `DEMO_RAZORPAY_KEY_ID` (seed.ts). Not a real credential. */
export const DEMO_RAZORPAY_KEY_SECRET = 'demo_secret_not_for_production';

/** HMAC-SHA256 hex of `order_id|payment_id`, as the provider's Standard Checkout signs it. */
export function signPayment(orderId: string, paymentId: string): string {
  return hmacSha256Hex(DEMO_RAZORPAY_KEY_SECRET, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
  return safeEqual(signPayment(orderId, paymentId), signature.toLowerCase());
}
