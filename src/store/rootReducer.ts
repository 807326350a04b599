import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';
import { persistedReducers } from './persistence';

/**
 * The state each feature adds to the store. A feature declares its part here (TypeScript module
 * augmentation) and injects its reducer beside it, so its state, calls and screens stay in its
 * folder while the store stays one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface LazyLoadedSlices {}

/** The root reducer: the API cache and the session here; the features' parts injected. */
export const rootReducer = combineSlices(api, persistedReducers).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
