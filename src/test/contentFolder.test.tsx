/**
 * A school author's content folder, made from nothing in a temporary directory (a manifest for a
 * demo course, a quiz, a practice set imported from a CSV export): the build's check finds it
 * valid, the viewer shows its quiz and its practice link at the lesson the manifest names, and the
 * demo API counts its quiz for the certificate. A broken file fails the check, naming file and field.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { courseViewerPath } from '@/config/paths';
import { content } from '@/content';
import type { QuizFile } from '@/features/quiz/schema';
import learningEn from '@/locales/en/learning.json';
import quizEn from '@/locales/en/quiz.json';
import toolsEn from '@/locales/en/tools.json';
import { makeStore } from '@/store/store';
import { installFakePlayer } from '@/test/fakeVdoPlayer';
import { logInDemoLearner, renderApp } from '@/test/render';
import { handlers } from '@mocks/handlers';
import { quizzesLeft } from '@mocks/quizzes';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, seedCourses } from '@mocks/seed';
import { checkContent } from '../../tools/checkContent';
import { main as importPrices } from '../../tools/importPracticeSet';

void handlers;

let root: string;
let courses: string;

/** 260 trading days of a plain date/open/high/low/close/volume export, in an Indian date format. */
function plainCsv(): string {
  const rows = ['date,open,high,low,close,volume'];
  const day = new Date('2024-01-01T00:00:00Z');
  let close = 100;
  while (rows.length <= 260) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = close;
      close = Math.round((open + Math.sin(rows.length / 9) * 2) * 100) / 100;
      const [dd, mm, yyyy] = [day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()];
      const date = `${String(dd).padStart(2, '0')}-${String(mm).padStart(2, '0')}-${yyyy}`;
      rows.push(
        `${date},${open},${Math.max(open, close) + 1},${Math.min(open, close) - 1},${close},${1000 + rows.length}`,
      );
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return `${rows.join('\n')}\n`;
}

const captions = (line: string) => `WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000\n${line}\n`;

const repoQuiz = JSON.parse(readFileSync(join('content', 'courses', 'crypto-basics', 'quiz.json'), 'utf8')) as QuizFile;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'school-content-'));
  courses = join(root, 'content', 'courses');
  const folder = join(courses, 'my-crypto-course');
  mkdirSync(folder, { recursive: true });
  // The course's first chapter has a quiz; its second lesson a practice set and a calculator.
  writeFileSync(join(folder, 'quiz.json'), JSON.stringify({ chapters: repoQuiz.chapters.slice(0, 1) }));
  writeFileSync(
    join(folder, 'course.json'),
    JSON.stringify({
      courseId: OWNED_COURSE_ID,
      quiz: 'quiz.json',
      lessons: [{ chapter: 1, lesson: 2, practice: 'my-first-chart', tools: ['charges'] }],
    }),
  );
  // Captions for every lesson, in both languages: the author's own words, timed within the video.
  mkdirSync(join(folder, 'captions'));
  const owned = seedCourses().find((course) => course._id === OWNED_COURSE_ID);
  owned?.chapters.forEach((chapter, c) =>
    chapter.videos.forEach((_video, v) => {
      writeFileSync(join(folder, 'captions', `${c + 1}-${v + 1}.en.vtt`), captions('Size before you trade.'));
      writeFileSync(join(folder, 'captions', `${c + 1}-${v + 1}.hi.vtt`), captions('ट्रेड से पहले आकार तय करें।'));
    }),
  );
  writeFileSync(join(root, 'prices.csv'), plainCsv());
  const said: string[] = [];
  const code = await importPrices(
    [
      'prices.csv',
      ...['--course', 'my-crypto-course', '--id', 'my-first-chart', '--instrument', 'Demo Coin'],
      ...['--exchange', 'Demo Exchange', '--timeframe', '1d', '--source', 'The school', '--licence', 'CC BY 4.0'],
    ],
    {
      root,
      cwd: root,
      now: new Date('2026-01-01T00:00:00Z'),
      io: { log: (l) => said.push(l), error: (l) => said.push(l) },
    },
  );
  if (code !== 0) throw new Error(`The importer refused the prices:\n${said.join('\n')}`);
  // The author writes the set's words, in English and Hindi, as the importer asks.
  const infoPath = join(folder, 'practice', 'my-first-chart.json');
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    infoPath,
    JSON.stringify({
      ...info,
      segment: 'crypto',
      title: { en: 'My first chart', hi: 'मेरा पहला चार्ट' },
      explanation: { en: 'Size before you trade.', hi: 'ट्रेड से पहले आकार तय करें।' },
    }),
  );
  process.env.TRADESCHOOL_CONTENT_DIR = courses;
});

afterAll(() => {
  delete process.env.TRADESCHOOL_CONTENT_DIR;
  rmSync(root, { recursive: true, force: true });
});

describe("a school author's content folder", () => {
  it('passes the check the build runs', () => {
    expect(checkContent(courses)).toEqual({ errors: [], warnings: [] });
  });

  it('is what the site reads: the course, its quiz, its set and the lesson it goes with', () => {
    const course = content().course(OWNED_COURSE_ID);
    expect(course?.folder).toBe('my-crypto-course');
    expect(content().lesson(OWNED_COURSE_ID, 0, 1)).toMatchObject({ practice: 'my-first-chart', tools: ['charges'] });
    expect(content().set('my-first-chart')?.lesson).toMatchObject({ courseId: OWNED_COURSE_ID, chapter: 1, lesson: 2 });
  });

  it('shows the quiz of its one chapter and, at the lesson it names, the practice chart and the calculator', async () => {
    installFakePlayer();
    const store = makeStore();
    await logInDemoLearner(store);
    renderApp(`${courseViewerPath(OWNED_COURSE_ID)}?lesson=1-2`, { store });
    const practise = await screen.findByRole('link', { name: learningEn.viewer.practise });
    expect(practise).toHaveAttribute('href', '/practice/my-first-chart');
    const calculators = screen.getByRole('navigation', { name: toolsEn.lesson.label });
    expect(within(calculators).getByRole('link', { name: toolsEn.tools.charges.name })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: quizEn.checkChapter.replace('{{n}}', '1') })).toBeInTheDocument();
    delete window.VdoPlayer;
  });

  it("is the demo API's question bank: its one quiz is what a certificate needs, and its score is taken", async () => {
    expect(quizzesLeft(OWNED_COURSE_ID, () => undefined)).toEqual([0]);
    expect(quizzesLeft(OWNED_COURSE_ID, () => 80)).toEqual([]);
    const store = makeStore();
    const { token } = await logInDemoLearner(store);
    const course = seedCourses().find((c) => c._id === OWNED_COURSE_ID);
    const at = '2026-05-01T10:00:00.000Z';
    const lessons = (course?.chapters ?? []).flatMap((chapter, c) =>
      chapter.videos.map((_v, v) => ({
        kind: 'lesson',
        courseId: OWNED_COURSE_ID,
        id: `${c}-${v}`,
        updatedAt: at,
        data: { completedAt: at },
      })),
    );
    const put = (records: unknown[]) =>
      fetch(`http://localhost/api/learner-data/${DEMO_LEARNER_ID}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ records }),
      });
    const issue = () =>
      fetch('http://localhost/api/certificates', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ courseId: OWNED_COURSE_ID }),
      });
    expect((await put(lessons)).status).toBe(200);
    expect((await issue()).status).toBe(409);
    // Its one quiz, answered right: the server grades it against this folder's key.
    for (const question of repoQuiz.chapters[0]?.questions ?? []) {
      const answered = await fetch(`http://localhost/api/learner-data/${DEMO_LEARNER_ID}/quiz-answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          courseId: OWNED_COURSE_ID,
          chapter: 0,
          attempt: 'content-folder-attempt',
          questionId: question.id,
          response: question.answer,
        }),
      });
      expect(answered.status).toBe(200);
    }
    expect((await issue()).status).toBe(201);
  });

  it('fails the check on a broken file, naming the file and the field', () => {
    const broken = mkdtempSync(join(tmpdir(), 'school-content-broken-'));
    const folder = join(broken, 'my-course');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'course.json'),
      JSON.stringify({ courseId: OWNED_COURSE_ID, lessons: [{ chapter: 0, lesson: 1 }] }),
    );
    try {
      expect(checkContent(broken).errors).toEqual([
        expect.stringMatching(/my-course\/course\.json: lessons\[0\]\.chapter .*greater than or equal to 1/),
      ]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('fails the check on a broken captions file, naming the file, the line and what is wrong', () => {
    const broken = mkdtempSync(join(tmpdir(), 'school-content-captions-'));
    cpSync(courses, broken, { recursive: true });
    const dir = join(broken, 'my-crypto-course', 'captions');
    writeFileSync(
      join(dir, '1-1.en.vtt'),
      'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nLater\n\n00:00:01.000 --> 00:09:00.000\nToo long\n',
    );
    rmSync(join(dir, '1-2.hi.vtt'));
    writeFileSync(join(dir, 'intro.vtt'), captions('Hello'));
    try {
      expect(checkContent(broken).errors).toEqual([
        expect.stringMatching(/my-crypto-course\/captions\/1-1\.en\.vtt: line 6: Start timestamp is not greater/),
        expect.stringMatching(
          /1-1\.en\.vtt: the cue at 1\.000 s: ends at 540\.000 s, after the video \(\d+(\.\d)? s\)$/,
        ),
        expect.stringMatching(/captions\/intro\.vtt: not a captions file's name: <chapter>-<lesson>\.<language>\.vtt/),
        expect.stringMatching(/captions\/1-2\.hi\.vtt: missing: every lesson has captions in en and hi$/),
      ]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
