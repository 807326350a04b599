// Generated from the set files beside it by `npm run practice:index`: edit the sets, not this file.

/** Which lesson has which practice set: a lesson's place in its course's syllabus, from 1. */
export interface LessonPractice {
  id: string;
  courseId: string;
  chapter: number;
  lesson: number;
}

export const lessonPractice: readonly LessonPractice[] = [
  { id: 'bank-nifty-futures-15m', courseId: '66c0c0de0000000000000007', chapter: 3, lesson: 2 },
  { id: 'bitcoin-cycle-levels', courseId: '66c0c0de0000000000000002', chapter: 1, lesson: 2 },
  { id: 'bitcoin-risk-per-trade', courseId: '66c0c0de0000000000000001', chapter: 2, lesson: 3 },
  { id: 'eur-usd-futures-daily', courseId: '66c0c0de0000000000000006', chapter: 2, lesson: 2 },
  { id: 'gold-mini-15m-intraday', courseId: '66c0c0de0000000000000003', chapter: 2, lesson: 2 },
  { id: 'gold-mini-daily', courseId: '66c0c0de0000000000000003', chapter: 1, lesson: 2 },
  { id: 'infosys-daily-trailing-stops', courseId: '66c0c0de0000000000000005', chapter: 1, lesson: 2 },
  { id: 'nifty-50-futures-daily', courseId: '66c0c0de0000000000000007', chapter: 3, lesson: 1 },
  { id: 'reliance-daily-moving-averages', courseId: '66c0c0de0000000000000004', chapter: 3, lesson: 2 },
  { id: 'usd-inr-futures-daily', courseId: '66c0c0de0000000000000006', chapter: 1, lesson: 2 },
];
