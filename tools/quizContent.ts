/**
 * The quiz files in the browser's build. A quiz file holds each question's key (its answer and
 * explanations), which the learner must not read before answering: the site imports the files
 * with `?questions` and gets the questions only. The keys reach the browser through one module,
 * `virtual:tradeschool/quiz-keys`, and only in a build whose quizzes the browser grades itself
 * (a school API without the learner-data contract); elsewhere that module is empty and the
 * school's server grades.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { questionsOnly } from '../src/features/quiz/grading';
import type { QuizFile } from '../src/features/quiz/schema';

export const QUESTIONS_QUERY = '?questions';
const KEYS_MODULE = 'virtual:tradeschool/quiz-keys';
const RESOLVED_KEYS = `\0${KEYS_MODULE}`;

/** The course folders' quiz files: every JSON file of a folder but its manifest. */
export const QUIZ_GLOB = ['/content/courses/*/*.json', '!/content/courses/*/course.json'];

export function quizContent({ browserGrades }: { browserGrades: boolean }): Plugin {
  return {
    name: 'tradeschool-quiz-content',
    enforce: 'pre',
    resolveId(id) {
      return id === KEYS_MODULE ? RESOLVED_KEYS : undefined;
    },
    load(id) {
      if (id === RESOLVED_KEYS) {
        return browserGrades
          ? `export default import.meta.glob(${JSON.stringify(QUIZ_GLOB)}, { import: 'default' });`
          : 'export default null;';
      }
      if (!id.endsWith(`.json${QUESTIONS_QUERY}`)) return undefined;
      const path = id.slice(0, -QUESTIONS_QUERY.length);
      this.addWatchFile(path);
      // Valid by the time it is loaded: the build checks every content file first. A module, as
      // Vite makes of a JSON file (JSON.parse of a string is quicker to start than a literal).
      const questions = JSON.stringify(questionsOnly(JSON.parse(readFileSync(path, 'utf8')) as QuizFile));
      return { code: `export default JSON.parse(${JSON.stringify(questions)});`, moduleType: 'js' };
    },
  };
}
