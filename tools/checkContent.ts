// The build's check of the school's course content (content/courses/<folder>/): every file against
// its schema, and what the files name of each other. Each problem is one line that names the file,
// the field and what is wrong, so the author can find it; `npm run check:content` prints them and
// fails, and the build stops on them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readContentFiles } from '../mocks/contentFiles';
import { lessonVideoSeconds } from '../mocks/lessonVideos';
import { seedCourses } from '../mocks/seed';
import { LANGUAGES } from '../src/config/languages';
import { buildCatalogue, captionFileName, manifestProblems, type CourseManifest } from '../src/content/catalogue';
import { captionProblems } from '../src/content/webvtt';
import { checkPracticeSet } from '../src/features/practice/setSchema';
import { checkQuizFile } from '../src/features/quiz/schema';
import { TOOLS } from '../src/features/tools/toolList';

export interface ContentCheck {
  errors: string[];
  /** Worth a look, not wrong: a lesson whose title differs from the demo course's. */
  warnings: string[];
}

type Read = { ok: true; value: unknown } | { ok: false; error: string };

function readJsonFile(path: string, shown: string): Read {
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, error: `${shown}: not valid JSON (${(error as Error).message})` };
  }
}

const TOOL_IDS = new Set<string>(TOOLS.map((tool) => tool.id));

/** Every problem of the content folders under `dir` (by default the repository's). */
export function checkContent(dir = join(process.cwd(), 'content', 'courses')): ContentCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const shown = (path: string) => {
    const inside = relative(process.cwd(), path);
    return inside && !inside.startsWith('..') ? inside : path;
  };
  if (!existsSync(dir)) return { errors: [`${shown(dir)}: no content folder`], warnings };
  const demoCourses = new Map(seedCourses().map((course) => [course._id, course]));
  const courseIds = new Map<string, string>();
  const setFolders = new Map<string, string>();
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (folders.length === 0) errors.push(`${shown(dir)}: no course folders`);
  const catalogue = buildCatalogue(readContentFiles(dir));

  for (const folder of folders) {
    const base = join(dir, folder);
    const manifestPath = join(base, 'course.json');
    const manifestShown = shown(manifestPath);
    if (!existsSync(manifestPath)) {
      errors.push(`${manifestShown}: missing: each course folder has a course.json`);
      continue;
    }
    const read = readJsonFile(manifestPath, manifestShown);
    if (!read.ok) {
      errors.push(read.error);
      continue;
    }
    const problems = manifestProblems(read.value);
    if (problems.length) {
      errors.push(...problems.map((problem) => `${manifestShown}: ${problem}`));
      continue;
    }
    const manifest = read.value as CourseManifest;
    const other = courseIds.get(manifest.courseId);
    if (other) errors.push(`${manifestShown}: courseId: ${manifest.courseId} is also the course of ${other}`);
    courseIds.set(manifest.courseId, manifestShown);

    // The quiz file it names, and no other file beside it.
    for (const name of readdirSync(base).filter((file) => file.endsWith('.json') && file !== 'course.json')) {
      if (name !== manifest.quiz)
        errors.push(`${shown(join(base, name))}: not named by course.json (its quiz is "${manifest.quiz ?? ''}")`);
    }
    if (manifest.quiz) {
      const quizPath = join(base, manifest.quiz);
      if (!existsSync(quizPath)) errors.push(`${manifestShown}: quiz: no file ${manifest.quiz} in ${shown(base)}`);
      else {
        const quiz = readJsonFile(quizPath, shown(quizPath));
        if (!quiz.ok) errors.push(quiz.error);
        else {
          errors.push(
            ...checkQuizFile(quiz.value).map(
              ({ path, message }) => `${shown(quizPath)}: ${path || '(root)'}: ${message}`,
            ),
          );
        }
      }
    }

    // Each lesson it links: a practice set of this folder, calculators that exist, a place the course has.
    const practiceDir = join(base, 'practice');
    const demo = demoCourses.get(manifest.courseId);
    manifest.lessons.forEach((lesson, index) => {
      const field = `${manifestShown}: lessons[${index}]`;
      if (lesson.practice && !existsSync(join(practiceDir, `${lesson.practice}.json`))) {
        errors.push(`${field}.practice: no practice set ${lesson.practice}.json in ${shown(practiceDir)}`);
      }
      for (const tool of lesson.tools ?? []) {
        if (!TOOL_IDS.has(tool))
          errors.push(`${field}.tools: "${tool}" is not a calculator (${[...TOOL_IDS].join(', ')})`);
      }
      if (!demo) return;
      const chapter = demo.chapters[lesson.chapter - 1];
      const video = chapter?.videos[lesson.lesson - 1];
      if (!video) {
        const where = chapter
          ? `chapter ${lesson.chapter} has ${chapter.videos.length} lessons`
          : `the course has ${demo.chapters.length} chapters`;
        errors.push(
          `${field}: chapter ${lesson.chapter}, lesson ${lesson.lesson}: no such lesson in the course (${where})`,
        );
      } else if (lesson.title && lesson.title.trim().toLowerCase() !== video.title.trim().toLowerCase()) {
        warnings.push(`${field}.title: "${lesson.title}", but the course calls that lesson "${video.title}"`);
      }
    });

    // Each captions file: a name giving a lesson and a language, and captions that end within the
    // lesson's video. A lesson of a demo course has them in every language of the site.
    const captionsDir = join(base, 'captions');
    const captioned = new Set<string>();
    for (const name of existsSync(captionsDir) ? readdirSync(captionsDir).sort() : []) {
      const path = join(captionsDir, name);
      const named = captionFileName(`/captions/${name}`);
      if (!named) {
        errors.push(
          `${shown(path)}: not a captions file's name: <chapter>-<lesson>.<language>.vtt, in ${LANGUAGES.join(' or ')}`,
        );
        continue;
      }
      const video = demo?.chapters[named.chapter - 1]?.videos[named.lesson - 1];
      if (demo && !video) {
        errors.push(`${shown(path)}: chapter ${named.chapter}, lesson ${named.lesson}: no such lesson in the course`);
        continue;
      }
      captioned.add(`${named.chapter}-${named.lesson}.${named.language}`);
      const seconds = video ? lessonVideoSeconds(video.videoUrl) : undefined;
      errors.push(
        ...captionProblems(readFileSync(path, 'utf8'), seconds).map((problem) => `${shown(path)}: ${problem}`),
      );
    }
    demo?.chapters.forEach((chapter, c) =>
      chapter.videos.forEach((_video, v) => {
        for (const language of LANGUAGES) {
          const name = `${c + 1}-${v + 1}.${language}.vtt`;
          if (!captioned.has(name.replace(/\.vtt$/, '')))
            errors.push(
              `${shown(join(captionsDir, name))}: missing: every lesson has captions in ${LANGUAGES.join(' and ')}`,
            );
        }
      }),
    );

    // Each practice set: its details and its candles, checked together with the lesson it goes with.
    const setNames = existsSync(practiceDir) ? readdirSync(practiceDir).filter((file) => file.endsWith('.json')) : [];
    for (const name of setNames.filter((file) => !file.endsWith('.candles.json')).sort()) {
      const id = name.replace(/\.json$/, '');
      const infoPath = join(practiceDir, name);
      const candlesPath = join(practiceDir, `${id}.candles.json`);
      const elsewhere = setFolders.get(id);
      if (elsewhere) errors.push(`${shown(infoPath)}: id: "${id}" is also a set of ${elsewhere}`);
      setFolders.set(id, folder);
      const info = readJsonFile(infoPath, shown(infoPath));
      if (!info.ok) {
        errors.push(info.error);
        continue;
      }
      if (!existsSync(candlesPath)) {
        errors.push(`${shown(candlesPath)}: missing: the set's prices (npm run practice:import, or practice:generate)`);
        continue;
      }
      const candles = readJsonFile(candlesPath, shown(candlesPath));
      if (!candles.ok) {
        errors.push(candles.error);
        continue;
      }
      const value = info.value as Record<string, unknown>;
      if (value.id !== id) errors.push(`${shown(infoPath)}: id: must be the file's name without .json ("${id}")`);
      if ('lesson' in value || 'candles' in value) {
        errors.push(`${shown(infoPath)}: lesson and candles belong in course.json and ${id}.candles.json, not here`);
        continue;
      }
      const lesson = catalogue.set(id)?.lesson;
      const checked = checkPracticeSet({
        ...value,
        ...(lesson ? { lesson } : {}),
        candles: (candles.value as { candles?: unknown }).candles,
      });
      if (!checked.ok) {
        for (const error of checked.errors) {
          errors.push(`${shown(error.startsWith('candles') ? candlesPath : infoPath)}: ${error}`);
        }
      }
    }
    for (const name of setNames.filter((file) => file.endsWith('.candles.json'))) {
      if (!setNames.includes(name.replace(/\.candles\.json$/, '.json'))) {
        errors.push(
          `${shown(join(practiceDir, name))}: no set's details beside it (${name.replace(/\.candles\.json$/, '.json')})`,
        );
      }
    }
  }
  return { errors, warnings };
}

// As a command: print every problem and fail when there is one.
if (process.argv[1] && /checkContent\.ts$/.test(process.argv[1])) {
  const { errors, warnings } = checkContent();
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const error of errors) console.error(error);
  if (errors.length) process.exit(1);
  console.log('Course content: ok');
}
