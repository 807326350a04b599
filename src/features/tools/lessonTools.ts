import { content } from '@/content';
import { TOOLS, type ToolId } from './toolList';

const isTool = (id: string): id is ToolId => TOOLS.some((tool) => tool.id === id);

/**
 * The calculators a lesson puts to use, by the lesson's place in its course (0-based, as the
 * syllabus counts), as the course's content manifest names them; none for a lesson it does not.
 */
export const toolsForLesson = (courseId: string, chapterIndex: number, lessonIndex: number): readonly ToolId[] =>
  (content().lesson(courseId, chapterIndex, lessonIndex)?.tools ?? []).filter(isTool);

/** The lot size a practice set's file states, when it is a positive number. */
const lotSizeOf = (info: unknown): number | undefined => {
  const lot = (info as { lotSize?: unknown } | null)?.lotSize;
  return typeof lot === 'number' && lot > 0 ? lot : undefined;
};

/**
 * The query a lesson's calculator opens with: the position size asks for the lot size of the
 * lesson's practice set (0.0001 for a coin, 75 for a Nifty lot), so it sizes as the lab does.
 */
export function lessonToolQuery(courseId: string, chapterIndex: number, lessonIndex: number, tool: ToolId): string {
  if (tool !== 'positionSize') return '';
  const practice = content().lesson(courseId, chapterIndex, lessonIndex)?.practice;
  const lotSize = practice ? lotSizeOf(content().set(practice)?.info) : undefined;
  return lotSize === undefined ? '' : `?${new URLSearchParams({ lotSize: String(lotSize) }).toString()}`;
}
