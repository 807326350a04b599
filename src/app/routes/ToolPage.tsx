import { useParams } from 'react-router-dom';
import { ToolView } from '@/features/tools/components/ToolView';
import { toolOfSlug } from '@/features/tools/toolList';
import NotFoundPage from './NotFoundPage';

/** /tools/{slug}: one calculator, its inputs in the address; an unknown slug is not found. */
export default function ToolPage() {
  const { toolId } = useParams();
  const id = toolOfSlug(toolId);
  return id ? <ToolView key={id} id={id} /> : <NotFoundPage />;
}
