import { CALENDAR } from '@/config/constants';

/**
 * The Tradays `calendar-widget` settings, as its embed code carries them: JSON text inside the
 * script element, every value a string except `theme` (0 = light).
 */
export interface CalendarSettings {
  width: string;
  height: string;
  mode: '1' | '2';
  lang: string;
  fw: string;
  theme: number;
  period?: 'day' | 'week' | 'month';
  countries?: string;
  importance?: string;
}

const common = { width: '100%', height: String(CALENDAR.heightPx), lang: 'en', fw: 'react', theme: 0 } as const;

/** /newsDaily: the compact view. */
export const DAILY_CALENDAR: CalendarSettings = { ...common, mode: '1' };

/** /news: the week, for the markets an Indian learner follows, all three importance levels. */
export const WEEKLY_CALENDAR: CalendarSettings = {
  ...common,
  mode: '2',
  period: 'week',
  countries: 'US,GB,EU,IN',
  importance: '1,2,3',
};
