import { useEffect } from 'react';
import { env } from '@/config/env';
import { useAsServerRendered } from '@/lib/asServerRendered';
import { selectToken, selectUserId } from '@/store/authSlice';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { startLearnerSync } from './sync';

/**
 * Keeps the signed-in learner's records in step with their account, where the API
 * offers the learner-data contract; without it they stay in this browser. Starts once the stored
 * state is in, so what was kept here is merged rather than replaced.
 */
export function LearnerDataSync() {
  const store = useAppStore();
  const learnerId = useAppSelector(selectUserId);
  const token = useAppSelector(selectToken);
  const asServerRendered = useAsServerRendered();
  useEffect(() => {
    if (!env.learnerDataApi || asServerRendered || !learnerId || !token) return undefined;
    return startLearnerSync(store, learnerId);
  }, [store, learnerId, token, asServerRendered]);
  return null;
}
