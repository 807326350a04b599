/**
 * Everything a learner makes (lessons, positions, the resume point, notes, quiz bests, review
 * cards, the days reviewed, journal trades, the lab's and the review's settings) has one home:
 * this module. Features read it through its selectors and hooks and never touch storage for it;
 * the rules of each kind are `rules.ts`, which the demo API enforces too.
 */
import './learnerDataSlice';

export { courseCompletion, type CourseCompletion } from './completion';
export { useLearnerDataStored } from './learnerStorage';
export { LearnerDataSync } from './LearnerDataSync';
export {
  useAllCourseRecords,
  useCourseRecords,
  useDays,
  useNotes,
  useQuizBests,
  useReviewCards,
  useReviewWriter,
  useWeeklyGoal,
} from './hooks';
export { useJournal, useLabSettings } from './practiceHooks';
export { useLearnerTransfer, useRefusedRecords } from './transferHooks';
export {
  lessonKey,
  ownerKey,
  selectCourseRecords,
  selectCourseUnsynced,
  selectNotes,
  selectOwner,
  selectRefusedRecords,
  selectUnreadableRecords,
  type CardRef,
  type CourseRecords,
  type JournalEntry,
  type LessonKey,
  type Note,
  type RefusedRecord,
  type ReviewCard,
} from './selectors';
export {
  FEELINGS,
  NO_COURSE,
  NOTE_MAX_LENGTH,
  TRADE_SETUP_MAX_LENGTH,
  validRecord,
  type Feeling,
  type FsrsState,
  type KindData,
  type LabSettings,
  type TradeData,
} from './rules';
export { EXPORT_FORMAT, type LearnerExport } from './transfer';
export { SESSION_INDICATORS, type SessionData, type SessionIndicator, type SessionTrade } from './session';
export { useLastPracticeSession, usePracticeSession } from './sessionHooks';
