import { ToolsIndex } from '@/features/tools/components/ToolsIndex';

/** /tools: the trading calculators. */
export default function ToolsPage() {
  return <ToolsIndex />;
}
