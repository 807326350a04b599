import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { SEGMENTS, type CalculatorSegment } from '@/lib/charges/rates';
import { formatNumber } from '@/lib/format';
import { parseTypedNumber } from '@/lib/typedNumber';
import type { OptionLeg } from './calc/optionPayoff';
import type { Side } from './calc/positionSize';

type ToolsT = TFunction<'tools'>;

/** The largest amount a field takes: beyond it sums lose their paise and powers run to Infinity. */
const MAX_AMOUNT = 1e12;
const MAX_PRICE = 1e9;
const MAX_QUANTITY = 1e8;

/** The rules' messages, in the page's language and with its number format. */
function rules(t: ToolsT, locale: string) {
  const number = () =>
    yup
      .number()
      .transform((_value, original: unknown) => parseTypedNumber(original))
      .typeError(t('errors.number'));

  /** A required number above zero and at most `max`; negative and zero get messages of their own. */
  const positive = (max: number) =>
    number()
      .required(t('errors.required'))
      .test('positive', (value, context) => {
        if (value < 0) return context.createError({ message: t('errors.negative') });
        if (value === 0) return context.createError({ message: t('errors.positive') });
        if (value > max) return context.createError({ message: t('errors.max', { max: formatNumber(max, locale) }) });
        return true;
      });

  /** A required number, zero allowed. */
  const nonNegative = (max: number) =>
    number()
      .required(t('errors.required'))
      .test('nonNegative', (value, context) => {
        if (value < 0) return context.createError({ message: t('errors.negative') });
        if (value > max) return context.createError({ message: t('errors.max', { max: formatNumber(max, locale) }) });
        return true;
      });

  const whole = <S extends yup.NumberSchema<number | undefined>>(schema: S) =>
    schema.test('whole', t('errors.whole'), (value) => value === undefined || Number.isInteger(value));

  const choice = <T extends string>(options: readonly T[]) =>
    yup
      .mixed<T>()
      .oneOf([...options], t('errors.choose'))
      .required(t('errors.choose'));

  return { number, positive, nonNegative, whole, choice };
}

const SIDES = ['long', 'short'] as const satisfies readonly Side[];

/** Whether a stop or target is on the right side of the entry, with the message for the wrong side. */
function sideCheck(t: ToolsT, kind: 'stop' | 'target') {
  return (value: number | undefined, context: yup.TestContext) => {
    const { side, entry } = context.parent as { side?: string; entry?: unknown };
    const entryPrice = parseTypedNumber(entry);
    if (value === undefined || entryPrice === undefined || !Number.isFinite(entryPrice)) return true;
    const below = value < entryPrice;
    const above = value > entryPrice;
    if (side === 'long' && !(kind === 'stop' ? below : above)) {
      return context.createError({ message: t(kind === 'stop' ? 'errors.stopLong' : 'errors.targetLong') });
    }
    if (side === 'short' && !(kind === 'stop' ? above : below)) {
      return context.createError({ message: t(kind === 'stop' ? 'errors.stopShort' : 'errors.targetShort') });
    }
    return true;
  };
}

// ---- Position size --------------------------------------------------------------------------

export const POSITION_SIZE_DEFAULTS = {
  capital: '100000',
  riskPercent: '1',
  side: 'long',
  entry: '500',
  stop: '490',
  lotSize: '',
};

export const makePositionSizeSchema = (t: ToolsT, locale: string) => {
  const { number, positive, choice } = rules(t, locale);
  return yup.object({
    capital: positive(MAX_AMOUNT),
    riskPercent: positive(100),
    side: choice(SIDES),
    entry: positive(MAX_PRICE),
    stop: positive(MAX_PRICE).test('side', sideCheck(t, 'stop')),
    // A whole lot size for a contract, or a fraction for an instrument traded in fractions (0.001 BTC).
    lotSize: number()
      .optional()
      .test('lot', (value, context) =>
        value === undefined || value > 0 ? true : context.createError({ message: t('errors.positive') }),
      )
      .max(MAX_QUANTITY, t('errors.max', { max: formatNumber(MAX_QUANTITY, locale) })),
  });
};

export interface PositionSizeValues {
  capital: number;
  riskPercent: number;
  side: Side;
  entry: number;
  stop: number;
  lotSize?: number;
}

// ---- Risk : reward --------------------------------------------------------------------------

export const RISK_REWARD_DEFAULTS = { side: 'long', entry: '100', stop: '95', target: '115', quantity: '1' };

export const makeRiskRewardSchema = (t: ToolsT, locale: string) => {
  const { positive, choice } = rules(t, locale);
  return yup.object({
    side: choice(SIDES),
    entry: positive(MAX_PRICE),
    stop: positive(MAX_PRICE).test('side', sideCheck(t, 'stop')),
    target: positive(MAX_PRICE).test('side', sideCheck(t, 'target')),
    // Fractions too: crypto is traded in parts of a coin.
    quantity: positive(MAX_QUANTITY),
  });
};

export interface RiskRewardValues {
  side: Side;
  entry: number;
  stop: number;
  target: number;
  quantity: number;
}

// ---- Charges --------------------------------------------------------------------------------

export const CHARGES_DEFAULTS = { segment: 'equityIntraday', buyPrice: '400', sellPrice: '404', quantity: '500' };

export const makeChargesSchema = (t: ToolsT, locale: string) => {
  const { positive, nonNegative, whole, choice } = rules(t, locale);
  return yup.object({
    segment: choice(SEGMENTS),
    buyPrice: positive(MAX_PRICE),
    // An option can expire worthless: a sell price of zero is a real trade.
    sellPrice: nonNegative(MAX_PRICE),
    quantity: whole(positive(MAX_QUANTITY)),
  });
};

export interface ChargesValues {
  segment: CalculatorSegment;
  buyPrice: number;
  sellPrice: number;
  quantity: number;
}

// ---- SIP, lump sum and CAGR ---------------------------------------------------------------

export const GROWTH_MODES = ['sip', 'lumpsum', 'cagr'] as const;
export type GrowthMode = (typeof GROWTH_MODES)[number];

export const GROWTH_DEFAULTS = {
  mode: 'sip',
  amount: '5000',
  annualReturn: '12',
  years: '10',
  startValue: '100000',
  endValue: '200000',
};

export const makeGrowthSchema = (t: ToolsT, locale: string) => {
  const { number, positive, nonNegative, choice } = rules(t, locale);
  /** Only the fields the chosen calculation shows are checked. */
  const forModes = <S extends yup.Schema>(modes: GrowthMode[], schema: S) =>
    yup.mixed().when('mode', {
      is: (mode: string) => (modes as string[]).includes(mode),
      then: () => schema,
      otherwise: () => yup.mixed().strip(),
    });
  return yup.object({
    mode: choice(GROWTH_MODES),
    amount: forModes(['sip', 'lumpsum'], positive(MAX_AMOUNT)),
    annualReturn: forModes(
      ['sip', 'lumpsum'],
      number()
        .required(t('errors.required'))
        .moreThan(-100, t('errors.returnMin'))
        .max(100, t('errors.max', { max: formatNumber(100, locale) })),
    ),
    years: positive(100),
    startValue: forModes(['cagr'], positive(MAX_AMOUNT)),
    endValue: forModes(['cagr'], nonNegative(MAX_AMOUNT)),
  });
};

export interface GrowthValues {
  mode: GrowthMode;
  amount?: number;
  annualReturn?: number;
  years: number;
  startValue?: number;
  endValue?: number;
}

// ---- Option payoff ----------------------------------------------------------------------------

export const OPTION_DEFAULTS = {
  legs: '1',
  quantity: '75',
  leg1Type: 'call',
  leg1Action: 'buy',
  leg1Strike: '24000',
  leg1Premium: '200',
  leg2Type: 'call',
  leg2Action: 'sell',
  leg2Strike: '24200',
  leg2Premium: '120',
};

const OPTION_TYPES = ['call', 'put'] as const;
const ACTIONS = ['buy', 'sell'] as const;

export const makeOptionSchema = (t: ToolsT, locale: string) => {
  const { positive, nonNegative, whole, choice } = rules(t, locale);
  const secondLeg = <S extends yup.Schema>(schema: S) =>
    yup.mixed().when('legs', { is: '2', then: () => schema, otherwise: () => yup.mixed().strip() });
  return yup.object({
    legs: choice(['1', '2'] as const),
    quantity: whole(positive(MAX_QUANTITY)),
    leg1Type: choice(OPTION_TYPES),
    leg1Action: choice(ACTIONS),
    leg1Strike: positive(MAX_PRICE),
    leg1Premium: nonNegative(MAX_PRICE),
    leg2Type: secondLeg(choice(OPTION_TYPES)),
    leg2Action: secondLeg(choice(ACTIONS)),
    leg2Strike: secondLeg(positive(MAX_PRICE)),
    leg2Premium: secondLeg(nonNegative(MAX_PRICE)),
  });
};

export interface OptionValues {
  legs: '1' | '2';
  quantity: number;
  leg1Type: OptionLeg['type'];
  leg1Action: OptionLeg['action'];
  leg1Strike: number;
  leg1Premium: number;
  leg2Type?: OptionLeg['type'];
  leg2Action?: OptionLeg['action'];
  leg2Strike?: number;
  leg2Premium?: number;
}

/** The legs of the strategy the values describe. */
export function legsOf(values: OptionValues): OptionLeg[] {
  const first: OptionLeg = {
    type: values.leg1Type,
    action: values.leg1Action,
    strike: values.leg1Strike,
    premium: values.leg1Premium,
  };
  if (values.legs !== '2' || !values.leg2Type || !values.leg2Action) return [first];
  return [
    first,
    {
      type: values.leg2Type,
      action: values.leg2Action,
      strike: values.leg2Strike ?? 0,
      premium: values.leg2Premium ?? 0,
    },
  ];
}
