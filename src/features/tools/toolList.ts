/** The calculators, in the order the index lists them, each at /tools/<slug>. */
export const TOOLS = [
  { id: 'positionSize', slug: 'position-size' },
  { id: 'riskReward', slug: 'risk-reward' },
  { id: 'charges', slug: 'charges' },
  { id: 'sip', slug: 'sip' },
  { id: 'optionPayoff', slug: 'option-payoff' },
] as const;

export type ToolId = (typeof TOOLS)[number]['id'];

/** The calculator at a slug of the URL, if there is one. */
export const toolOfSlug = (slug: string | undefined): ToolId | null =>
  TOOLS.find((tool) => tool.slug === slug?.toLowerCase())?.id ?? null;

export const slugOfTool = (id: ToolId): string => TOOLS.find((tool) => tool.id === id)?.slug ?? id;
