import { createSlice } from '@reduxjs/toolkit';
import { persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';

/** Whether the festival popup was already shown this browser session (sessionStorage). */
export interface PromoState {
  shown: boolean;
}

export const PROMO_STORAGE_KEY = 'promoShown';

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

const promoPersisted = persisted<PromoState>(promoSlice.reducer, {
  key: PROMO_STORAGE_KEY,
  storage: webStorage.session,
  version: 1,
  isValid: (s) => typeof s.shown === 'boolean',
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    promo: ReturnType<typeof promoPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'promo', reducer: promoPersisted });

export const { promoDismissed } = promoSlice.actions;
export const selectPromoShown = (state: RootState) => state.promo?.shown ?? initialState.shown;
