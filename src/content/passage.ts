/**
 * A passage of a course that answers a question, as the viewer's search finds it and the assistant
 * sends and cites it: its words, its lesson by place (from 1, as the course page numbers them), the
 * moment, and the viewer there.
 */
export interface CoursePassage {
  text: string;
  chapter: number;
  lesson: number;
  seconds: number;
  /** The viewer at that lesson and moment. */
  href: string;
  /** Words the learner wrote, which the assistant's panel says it sends. */
  fromNotes?: boolean;
}
