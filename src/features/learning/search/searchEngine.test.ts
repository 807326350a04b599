import { seedCourses, OWNED_COURSE_ID } from '@mocks/seed';
import { createCourseSearch } from './searchEngine';

const course = () => {
  const found = seedCourses().find(({ _id }) => _id === OWNED_COURSE_ID);
  if (!found) throw new Error('no owned course');
  return found;
};

describe('the passages of a course that answer a question', () => {
  it.each([
    ['en', 'What is a seed phrase?'],
    ['hi', 'सीड फ्रेज़ क्या है?'],
    ['hi', 'seed phrase kya hai'],
  ] as const)('in %s, finds the line that says it first: “%s”', async (lang, question) => {
    const search = await createCourseSearch(course(), lang);
    const [best] = search.passages(question, []);
    expect(best).toMatchObject({ kind: 'said', lesson: '1-0', language: lang });
    expect(best?.text).toMatch(lang === 'en' ? /seed phrase/ : /सीड फ्रेज़/);
  });

  it('reads the learner’s notes and what each lesson is about, and finds nothing for words no lesson has', async () => {
    const search = await createCourseSearch(course(), 'en');
    const note = {
      id: 'n1',
      courseId: OWNED_COURSE_ID,
      lesson: '1-2',
      seconds: 30,
      text: 'Halve the size on Fridays',
      createdAt: '',
      updatedAt: '',
    };
    expect(search.passages('Why halve on Fridays?', [note])[0]).toMatchObject({ kind: 'note', lesson: '1-2' });
    expect(search.passages('What are keys and order types?', [])).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'about' })]),
    );
    expect(search.passages('What is the RSI?', [])).toEqual([]);
  });
});
