import { content } from '@/content';
import type { Candle, PracticeSet, PracticeSetInfo } from './model';

/*
 * The practice sets of the school's content folders: each set's details (small, read with the page)
 * in `practice/<id>.json` of its course's folder, its candles a chunk of their own
 * (`<id>.candles.json`), and the lesson it goes with as the course's manifest says. The build checks
 * every file (`npm run check:content`), so they are read here as typed.
 */

/** Every practice set, without its candles, by id. */
export function practiceSets(): PracticeSetInfo[] {
  return content().sets.map(({ info, lesson }) => ({
    ...(info as Omit<PracticeSetInfo, 'lesson'>),
    ...(lesson ? { lesson } : {}),
  }));
}

/** A set's loader, candles included, or undefined for an id no content folder has. */
export function setLoader(id: string): (() => Promise<PracticeSet>) | undefined {
  const set = content().set(id);
  const candles = set?.candles;
  if (!set || !candles) return undefined;
  const info = practiceSets().find((item) => item.id === id);
  return async () => ({ ...(info as PracticeSetInfo), candles: ((await candles()) as { candles: Candle[] }).candles });
}
