import { createSlice } from '@reduxjs/toolkit';
import { persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';

/** This browser session's history of the festival popup (sessionStorage). */
export interface PromoState {
  /** The learner closed or took the offer: it does not open again. */
  shown: boolean;
  /** The confetti has played: an offer opened again (never closed, say) opens quietly. */
  celebrated?: boolean;
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
    promoCelebrated(state) {
      state.celebrated = true;
    },
  },
});

const promoPersisted = persisted<PromoState>(promoSlice.reducer, {
  key: PROMO_STORAGE_KEY,
  storage: webStorage.session,
  version: 1,
  isValid: (s) => typeof s.shown === 'boolean' && (s.celebrated === undefined || typeof s.celebrated === 'boolean'),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    promo: ReturnType<typeof promoPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'promo', reducer: promoPersisted });

export const { promoDismissed, promoCelebrated } = promoSlice.actions;
export const selectPromoShown = (state: RootState) => state.promo?.shown ?? initialState.shown;
export const selectPromoCelebrated = (state: RootState) => state.promo?.celebrated ?? false;
