import { LearnerDataSync as AccountSync } from '@/learner';
import { NotSavedNotice } from './NotSavedNotice';

/**
 * The signed-in learner's records kept in step with their account, and a notice of what the
 * account would not take, where the notes panel and the journal do not show it beside the work.
 */
export function LearnerDataSync() {
  return (
    <>
      <AccountSync />
      <NotSavedNotice />
    </>
  );
}
