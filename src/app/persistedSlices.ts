/**
 * The features' persisted slices, injected into the store when this module loads. Browser storage
 * is read once, for the reducers the store has when persistence starts, so every persisted slice
 * joins here, with the app, rather than with the (possibly lazy) screen that first needs it.
 */
import '@/features/chat/chatSlice';
import '@/features/checkout/checkoutSlice';
import '@/features/promo/promoSlice';
import '@/learner/learnerDataSlice';
