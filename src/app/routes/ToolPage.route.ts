import { paths } from '@/config/paths';
import { toolOfSlug, type ToolId } from '@/features/tools/toolList';
import { definePage, type PublicHeadId } from '../pageDeclaration';

/** Each calculator has words of its own. */
const heads: Record<ToolId, PublicHeadId> = {
  positionSize: 'toolPositionSize',
  riskReward: 'toolRiskReward',
  charges: 'toolCharges',
  sip: 'toolSip',
  optionPayoff: 'toolOptionPayoff',
};

export default definePage({
  path: paths.tool,
  load: () => import('./ToolPage'),
  namespaces: ['tools'],
  // An unknown calculator is not found.
  head: { page: ({ toolId }) => heads[toolOfSlug(toolId) ?? ('' as ToolId)] },
  // A slug is found in any case; its page is the lower-case one.
  canonical: ({ toolId = '' }) => ({ toolId: toolId.toLowerCase() }),
  sitemap: 'perTool',
});
