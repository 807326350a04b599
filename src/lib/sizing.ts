/**
 * How many units a risk budget buys, in the steps the instrument trades in: whole lots of a
 * contract (75 for a Nifty lot, 1 for shares) or a fraction of a coin (0.001 BTC). The one rule of
 * the lab and the calculators, so the two never size the same trade differently.
 */

/** Rounds away float noise ('0.30000000000000004') without losing a crypto fraction. */
export const cleanQuantity = (value: number) => Number(value.toFixed(8));

/** The decimals a quantity in steps of `step` needs: 0 for whole lots, 3 for 0.001. */
export function stepDecimals(step: number): number {
  if (!(step > 0) || Number.isInteger(step)) return 0;
  const text = cleanQuantity(step).toString();
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.split('.')[1]?.length ?? 0;
}

export interface StepSize {
  /** Whole steps (lots) that keep the loss within the budget; 0 when not even one does. */
  steps: number;
  /** Units: steps × step. */
  quantity: number;
}

/**
 * The most steps of `step` units whose loss at the stop (`riskPerUnit` each) stays within
 * `budget`, rounded down so the risk never exceeds it.
 */
export function stepsWithin(budget: number, riskPerUnit: number, step: number): StepSize {
  if (!(budget > 0) || !(riskPerUnit > 0) || !(step > 0) || ![budget, riskPerUnit, step].every(Number.isFinite)) {
    return { steps: 0, quantity: 0 };
  }
  // The epsilon keeps an exact fit (risk exactly at the budget) from losing a step to float error.
  const steps = Math.floor(budget / (riskPerUnit * step) + 1e-9);
  return { steps, quantity: cleanQuantity(steps * step) };
}

/** Whether `quantity` is a whole number of steps of `step` (0.004 of 0.001, 150 of 75). */
export function isWholeSteps(quantity: number, step: number): boolean {
  if (!(quantity > 0) || !(step > 0)) return false;
  const steps = quantity / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}
