import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the page still renders as the server rendered it: from a server render until the
 * browser's stored state (session, progress, promo flag, pending payment) has been read into the
 * store. Parts that depend on that state keep their server form meanwhile, so hydration matches
 * the page's HTML. A store made without a server render (tests, the shell page) starts settled.
 */
export interface HydrationState {
  serverForm: boolean;
}

const initialState: HydrationState = { serverForm: false };

const hydrationSlice = createSlice({
  name: 'hydration',
  initialState,
  reducers: {
    storedStateRestored(state) {
      state.serverForm = false;
    },
  },
});

export const { storedStateRestored } = hydrationSlice.actions;
export const hydrationReducer = hydrationSlice.reducer;
/** The state of a store that renders a server page, or hydrates one, before the stored state is in. */
export const serverFormState: HydrationState = { serverForm: true };
export const selectServerForm = (state: { hydration: HydrationState }) => state.hydration.serverForm;
