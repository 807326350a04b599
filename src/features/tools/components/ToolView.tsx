import type { ComponentType } from 'react';
import type { ToolId } from '../toolList';
import { ChargesTool } from './ChargesTool';
import { GrowthTool } from './GrowthTool';
import { OptionPayoffTool } from './OptionPayoffTool';
import { PositionSizeTool } from './PositionSizeTool';
import { RiskRewardTool } from './RiskRewardTool';

const VIEWS: Record<ToolId, ComponentType> = {
  positionSize: PositionSizeTool,
  riskReward: RiskRewardTool,
  charges: ChargesTool,
  sip: GrowthTool,
  optionPayoff: OptionPayoffTool,
};

/** One calculator's page. */
export function ToolView({ id }: { id: ToolId }) {
  const View = VIEWS[id];
  return <View />;
}
