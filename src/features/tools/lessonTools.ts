import type { ToolId } from './toolList';

/**
 * The calculators a lesson puts to use, by the lesson's title (as the school's API names it, in
 * any case). The school's API has no field for this, so the map lives with the calculators; a
 * lesson that is not here simply shows no calculator link.
 */
const LESSON_TOOLS: Record<string, readonly ToolId[]> = {
  'risk per trade': ['positionSize', 'riskReward'],
  'margin and position sizing': ['positionSize', 'charges'],
  'sizing across positions': ['positionSize'],
  'surviving a drawdown': ['riskReward'],
  'trailing stops that work': ['riskReward'],
  'market and limit orders': ['charges'],
  'exchanges, brokers and depositories': ['charges'],
  'mcx gold contracts explained': ['charges', 'positionSize'],
  'a simple intraday plan': ['charges', 'riskReward'],
  'pips, lots and leverage': ['positionSize'],
  'calls, puts and premiums': ['optionPayoff'],
  'straddles and strangles': ['optionPayoff'],
  'an iron condor on bank nifty': ['optionPayoff'],
  'adjusting a losing trade': ['optionPayoff', 'riskReward'],
  'valuation ratios': ['sip'],
};

/** The calculators for a lesson, none for a lesson the map does not name. */
export const toolsForLesson = (title: string | null | undefined): readonly ToolId[] =>
  LESSON_TOOLS[(title ?? '').trim().toLowerCase()] ?? [];
