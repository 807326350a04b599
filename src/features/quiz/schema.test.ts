/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedCourses } from '@mocks/seed';
import { coursesWithQuizzes, loadCourseQuiz } from './content';
import { checkQuizFile, parseQuizFile, type QuizFile } from './schema';

const dir = join(process.cwd(), 'content', 'courses');
/** Each course folder's quiz file, as `<folder>/quiz.json`. */
const files = readdirSync(dir).map((folder) => `${folder}/quiz.json`);
const read = (name: string): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8'));
/** The question at a chapter and index of a file, which the tests below know is there. */
const questionAt = (file: QuizFile, chapter: number, index: number) => {
  const question = file.chapters[chapter]?.questions[index];
  if (!question) throw new Error(`no question ${chapter}/${index}`);
  return question;
};

describe('the quiz files', () => {
  it.each(files)('%s passes the schema', (name) => {
    expect(checkQuizFile(read(name))).toEqual([]);
  });

  it('cover every chapter of every seeded course with at least five questions', async () => {
    for (const course of seedCourses()) {
      const file = await loadCourseQuiz(course._id);
      expect(file?.chapters).toHaveLength(course.chapters.length);
      for (const chapter of file?.chapters ?? []) expect(chapter.questions.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('are each loaded by the app', () => {
    expect(coursesWithQuizzes()).toHaveLength(files.length);
  });

  it.each(files)('%s has Hindi for every English text, option for option', (name) => {
    const file = read(name) as QuizFile;
    for (const chapter of file.chapters) {
      for (const term of chapter.terms) expect(Object.keys(term.hi).sort()).toEqual(Object.keys(term.en).sort());
      for (const question of chapter.questions) {
        expect(Object.keys(question.hi).sort()).toEqual(Object.keys(question.en).sort());
        if (question.type !== 'number') {
          expect(question.hi.options).toHaveLength(question.en.options.length);
          // Devanagari in every Hindi option: an English text left untranslated fails.
          for (const option of question.hi.options) expect(option.why).toMatch(/[\u0900-\u097F]/);
        }
        expect(question.hi.prompt).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});

describe('checkQuizFile', () => {
  const valid = (): QuizFile => JSON.parse(JSON.stringify(read('crypto-basics/quiz.json'))) as QuizFile;

  it('names the path and field of a missing explanation', () => {
    const file = valid();
    const q = questionAt(file, 0, 0);
    if (q.type === 'number') throw new Error('expected a choice question');
    delete (q.hi.options[1] as Partial<{ why: string }>).why;
    expect(checkQuizFile(file)).toEqual([
      { path: 'chapters[0].questions[0].hi.options[1].why', message: expect.stringMatching(/required/) },
    ]);
  });

  it('refuses a Hindi text with fewer options than the English', () => {
    const file = valid();
    const q = questionAt(file, 1, 0);
    if (q.type === 'number') throw new Error('expected a choice question');
    q.hi.options.pop();
    expect(checkQuizFile(file)).toContainEqual({
      path: 'chapters[1].questions[0].hi',
      message: 'Hindi has a different number of options than English',
    });
  });

  it('refuses an answer naming no option, two answers to a single choice and a duplicate id', () => {
    const file = valid();
    const [first, second] = [questionAt(file, 0, 0), questionAt(file, 0, 1)];
    if (first.type !== 'single' || second.type !== 'single') throw new Error('expected single choices');
    first.answer = [7];
    second.answer = [0, 1];
    const paths = checkQuizFile(file).map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining(['chapters[0].questions[0].answer', 'chapters[0].questions[1].answer']),
    );
    expect(checkQuizFile({ ...valid(), chapters: [valid().chapters[0], valid().chapters[0]] })).toContainEqual({
      path: 'chapters[1].questions[0].id',
      message: 'duplicate id crypto-1-1',
    });
  });

  it('names the file in the error the build fails with', () => {
    expect(() => parseQuizFile({ course: 'x', chapters: [] }, 'content/broken.json')).toThrow(
      /content\/broken\.json: invalid quiz file\n {2}chapters: .*\n {2}\(root\): .*course/,
    );
  });
});
