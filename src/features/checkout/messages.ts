/** The purchase messages, quoted exactly, including the cancelled and failed payment states. */
export const CHECKOUT_MESSAGES = {
  needLogin: 'Please signup and login.',
  noUser: 'User not found! Please log in.',
  orderFailed: 'Something went wrong. Please try again.',
  sdkNotLoaded: 'Razorpay SDK not loaded. Please try again.',
  verifyFailed: 'Failed to verify payment.',
  paid: 'Payment successful!',
  enrolled: 'You have successfully enrolled in the course!',
  /** Closing the provider's window says the payment was cancelled. */
  cancelled: 'Payment cancelled. You have not been charged.',
  /** When the provider gives no reason of its own. */
  paymentFailed: 'Payment failed. Please try again.',
} as const;
