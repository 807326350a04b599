/** The purchase messages of spec sections 5 and 8 (quoted exactly), plus those of ruling 10. */
export const CHECKOUT_MESSAGES = {
  needLogin: 'Please signup and login.',
  noUser: 'User not found! Please log in.',
  orderFailed: 'Something went wrong. Please try again.',
  sdkNotLoaded: 'Razorpay SDK not loaded. Please try again.',
  verifyFailed: 'Failed to verify payment.',
  paid: 'Payment successful!',
  enrolled: 'You have successfully enrolled in the course!',
  /** Ruling 10: dismissal says the payment was cancelled. */
  cancelled: 'Payment cancelled. You have not been charged.',
  /** When the provider gives no reason of its own. */
  paymentFailed: 'Payment failed. Please try again.',
} as const;
