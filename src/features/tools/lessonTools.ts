import { content } from '@/content';
import { TOOLS, type ToolId } from './toolList';

const isTool = (id: string): id is ToolId => TOOLS.some((tool) => tool.id === id);

/**
 * The calculators a lesson puts to use, by the lesson's place in its course (0-based, as the
 * syllabus counts), as the course's content manifest names them; none for a lesson it does not.
 */
export const toolsForLesson = (courseId: string, chapterIndex: number, lessonIndex: number): readonly ToolId[] =>
  (content().lesson(courseId, chapterIndex, lessonIndex)?.tools ?? []).filter(isTool);
