import { createSlice } from '@reduxjs/toolkit';

/** Whether the festival popup was already shown this browser session (sessionStorage). */
export interface PromoState {
  shown: boolean;
}

const initialState: PromoState = { shown: false };

const promoSlice = createSlice({
  name: 'promo',
  initialState,
  reducers: {
    promoDismissed(state) {
      state.shown = true;
    },
  },
});

export const { promoDismissed } = promoSlice.actions;
export const promoReducer = promoSlice.reducer;
export const selectPromoShown = (state: { promo: PromoState }) => state.promo.shown;
