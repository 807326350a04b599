import { stopOnLosingSide, type Side } from './positionSize';

export interface RiskRewardInput {
  side: Side;
  entry: number;
  stop: number;
  target: number;
  /** Units traded; the per-unit figures are multiplied by it. */
  quantity?: number;
}

export interface RiskReward {
  riskPerUnit: number;
  rewardPerUnit: number;
  /** Reward divided by risk: 2 means "1 : 2". */
  ratio: number;
  /** The win rate at which trades like this one break even before charges, in percent: 1 / (1 + ratio). */
  breakevenWinRate: number;
  totalRisk: number;
  totalReward: number;
}

/** Whether the target is on the winning side of the entry for the trade's direction. */
export const targetOnWinningSide = (side: Side, entry: number, target: number): boolean =>
  side === 'long' ? target > entry : target < entry;

/** Risk and reward of a planned trade; null when the stop or the target is on the wrong side. */
export function riskReward({ side, entry, stop, target, quantity = 1 }: RiskRewardInput): RiskReward | null {
  if (![entry, stop, target, quantity].every(Number.isFinite)) return null;
  if (entry <= 0 || stop <= 0 || target <= 0 || quantity <= 0) return null;
  if (!stopOnLosingSide(side, entry, stop) || !targetOnWinningSide(side, entry, target)) return null;
  const riskPerUnit = Math.abs(entry - stop);
  const rewardPerUnit = Math.abs(target - entry);
  const ratio = rewardPerUnit / riskPerUnit;
  return {
    riskPerUnit,
    rewardPerUnit,
    ratio,
    breakevenWinRate: 100 / (1 + ratio),
    totalRisk: riskPerUnit * quantity,
    totalReward: rewardPerUnit * quantity,
  };
}
