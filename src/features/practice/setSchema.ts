import * as yup from 'yup';
import type { PracticeSet } from './model';

/** The fewest candles a set may have: enough for the slower indicators and a real replay. */
export const MIN_CANDLES = 250;

const SEGMENTS = ['equity-delivery', 'equity-intraday', 'futures', 'commodity-futures', 'currency-futures', 'crypto'];
const TIMEFRAMES = ['1D', '1h', '15m', '5m'];
const DAILY = /^\d{4}-\d{2}-\d{2}$/;
const INTRADAY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const text = yup.string().strict().trim().required();
const localised = yup.object({ en: text, hi: text }).noUnknown().strict();
const price = yup.number().strict().required().positive();

const candle = yup
  .object({
    date: yup
      .string()
      .strict()
      .required()
      .test('date', 'must be YYYY-MM-DD (daily) or YYYY-MM-DDTHH:mm (intraday)', (value) =>
        value === undefined ? true : (DAILY.test(value) || INTRADAY.test(value)) && !Number.isNaN(Date.parse(value)),
      ),
    open: price,
    high: price.test('high', 'must be at least the open, the close and the low', function (high) {
      const { open, close, low } = this.parent as { open: number; close: number; low: number };
      return high === undefined || (high >= open && high >= close && high >= low);
    }),
    low: price.test('low', 'must be at most the open and the close', function (low) {
      const { open, close } = this.parent as { open: number; close: number };
      return low === undefined || (low <= open && low <= close);
    }),
    close: price,
    volume: yup.number().strict().required().min(0).integer(),
  })
  .noUnknown()
  .strict();

const source = yup.lazy((value: { kind?: unknown } | undefined) =>
  value?.kind === 'licensed'
    ? yup
        .object({
          kind: yup.string().oneOf(['licensed']).required(),
          name: text,
          licence: text,
          url: yup.string().strict().url().optional(),
        })
        .noUnknown()
        .strict()
        .required()
    : yup
        .object({
          kind: yup.string().strict().oneOf(['generated'], 'must be "generated" or "licensed"').required(),
          script: text,
          seed: yup.number().strict().required().integer(),
        })
        .noUnknown()
        .strict()
        .required(),
);

const practiceSetSchema = yup
  .object({
    id: text.matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    title: localised.required(),
    instrument: text,
    exchange: text,
    instrumentName: localised.default(undefined).optional(),
    exchangeName: localised.default(undefined).optional(),
    timeframe: yup.string().strict().oneOf(TIMEFRAMES).required(),
    segment: yup.string().strict().oneOf(SEGMENTS).required(),
    lotSize: yup.number().strict().required().positive(),
    rupeesPerPoint: yup.number().strict().required().positive(),
    start: yup
      .number()
      .strict()
      .required()
      .integer()
      .min(1)
      .test('start', 'must leave at least 50 candles to replay', function (start) {
        const candles = (this.parent as { candles?: unknown[] }).candles;
        return start === undefined || !Array.isArray(candles) || start <= candles.length - 50;
      }),
    task: localised.default(undefined).optional(),
    explanation: localised.required(),
    lesson: yup
      .object({
        courseId: text,
        chapter: yup.number().strict().required().integer().min(1),
        lesson: yup.number().strict().required().integer().min(1),
        title: yup.string().strict().defined(),
      })
      .noUnknown()
      .strict()
      .default(undefined)
      .optional(),
    source,
    candles: yup
      .array(candle.required())
      .strict()
      .required()
      .min(MIN_CANDLES, `must have at least ${MIN_CANDLES} candles`)
      .test('order', 'must be in time order, each date once', (candles) =>
        (candles ?? []).every((c, i, all) => i === 0 || (all[i - 1]?.date ?? '') < c.date),
      )
      .test('lagged', 'must end before today: practice data is at least a day old', (candles) => {
        const last = candles?.at(-1)?.date;
        return !last || last.slice(0, 10) < new Date().toISOString().slice(0, 10);
      }),
  })
  .noUnknown()
  .strict();

export type SetCheck = { ok: true; set: PracticeSet } | { ok: false; errors: string[] };

/**
 * Checks a practice set file's content. Each error names the field ('candles[12].high') and what
 * is wrong with it, so the person editing the file can find it.
 */
export function checkPracticeSet(value: unknown): SetCheck {
  try {
    const set = practiceSetSchema.validateSync(value, { abortEarly: false }) as unknown as PracticeSet;
    if (
      set.timeframe === '1D'
        ? !set.candles.every((c) => DAILY.test(c.date))
        : !set.candles.every((c) => INTRADAY.test(c.date))
    )
      return { ok: false, errors: [`candles: dates must match the timeframe ${set.timeframe}`] };
    return { ok: true, set };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const errors = (error.inner.length ? error.inner : [error]).map((inner) =>
        inner.message.startsWith(inner.path ?? '\0') ? inner.message : `${inner.path ?? '(set)'}: ${inner.message}`,
      );
      return { ok: false, errors: [...new Set(errors)] };
    }
    throw error;
  }
}
