/**
 * The chapter quizzes the demo API knows, by course: a certificate needs each of them passed. The
 * school's question bank is the site's quiz files; the demo API reads the same ones, and the same
 * pass rule.
 */
import advancedStockStrategies from '../src/features/quiz/content/advanced-stock-strategies.json';
import annualTradingPackage from '../src/features/quiz/content/annual-trading-package.json';
import bitcoinSwing from '../src/features/quiz/content/bitcoin-swing.json';
import cryptoBasics from '../src/features/quiz/content/crypto-basics.json';
import forexFundamentals from '../src/features/quiz/content/forex-fundamentals.json';
import goldTrading from '../src/features/quiz/content/gold-trading.json';
import niftyOptions from '../src/features/quiz/content/nifty-options.json';
import stockMarketFoundations from '../src/features/quiz/content/stock-market-foundations.json';
import type { QuizFile } from '../src/features/quiz/schema';
import { chaptersToPass } from '../src/features/quiz/scoring';

export { PASS_PERCENT } from '../src/features/quiz/scoring';

const files = [
  cryptoBasics,
  bitcoinSwing,
  goldTrading,
  stockMarketFoundations,
  advancedStockStrategies,
  forexFundamentals,
  niftyOptions,
  annualTradingPackage,
] as unknown as QuizFile[];

const byCourse = new Map(files.map((file) => [file.courseId, file]));

/** The chapters (by index) of a course whose quiz is not passed, given each chapter's best score. */
export function quizzesLeft(courseId: string, bestOf: (chapter: number) => number | undefined): number[] {
  const file = byCourse.get(courseId) ?? null;
  const scores = Object.fromEntries(
    (file?.chapters ?? []).flatMap((_chapter, index) => {
      const best = bestOf(index);
      return best === undefined ? [] : [[index, best] as const];
    }),
  );
  return chaptersToPass(file, scores);
}
