import * as yup from 'yup';
// Relative: the build's config and the demo API load this module without the site's aliases.
import { LANGUAGES, isLanguage, type Language } from '../config/languages';

/*
 * The school's course content, as its files say: one folder per course under
 * `content/courses/<folder>/`, with a manifest (`course.json`) naming the course's id in the
 * school's API, its quiz file, and which lesson gets which practice set and calculators, by the
 * lesson's place in the syllabus. The site (through the build's `import.meta.glob`) and the demo API
 * (through the file system) read the same folder through this one pure module.
 */

/** Where a course's content is: `content/courses/<folder>/`. */
export const CONTENT_ROOT = '/content/courses';

/** A lesson's links, by its place in the syllabus (chapter and lesson, from 1). */
export interface ManifestLesson {
  chapter: number;
  lesson: number;
  /** The lesson's title, for people reading the file: the place finds the lesson, never the title. */
  title?: string;
  /** The practice set that goes with the lesson: a file `practice/<id>.json` of the course's folder. */
  practice?: string;
  /** The calculators it puts to use, by their ids. */
  tools?: string[];
}

export interface CourseManifest {
  /** The course's id in the school's API. */
  courseId: string;
  /** The course's name, for people reading the file. */
  name?: string;
  /** The quiz file of the course's folder, when it has chapter quizzes. */
  quiz?: string;
  lessons: ManifestLesson[];
}

const SET_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const manifestSchema = yup
  .object({
    courseId: yup
      .string()
      .strict()
      .required()
      .matches(/^[A-Za-z0-9._:-]{1,64}$/, 'must be the course id in the API'),
    name: yup.string().strict().optional(),
    quiz: yup
      .string()
      .strict()
      .optional()
      .matches(/^[a-z0-9-]+\.json$/, 'must name a .json file of the folder'),
    lessons: yup
      .array(
        yup
          .object({
            chapter: yup.number().strict().required().integer().min(1),
            lesson: yup.number().strict().required().integer().min(1),
            title: yup.string().strict().optional(),
            practice: yup.string().strict().optional().matches(SET_ID, 'must be a practice set id'),
            tools: yup.array(yup.string().strict().required()).strict().optional(),
          })
          .noUnknown()
          .strict()
          .required(),
      )
      .strict()
      .required()
      .test('places', 'must name each lesson once', (lessons) => {
        const places = (lessons ?? []).map(({ chapter, lesson }) => `${chapter}.${lesson}`);
        return new Set(places).size === places.length;
      }),
  })
  .noUnknown()
  .strict();

/** A manifest's problems, each naming its field ('lessons[2].chapter') and what is wrong; none when valid. */
export function manifestProblems(value: unknown): string[] {
  try {
    manifestSchema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    return [
      ...new Set(
        inner.map((e) => (e.message.startsWith(e.path ?? '\0') ? e.message : `${e.path ?? '(root)'}: ${e.message}`)),
      ),
    ];
  }
}

/**
 * The course folder's files as the build or the file system finds them, by path from the
 * repository (`/content/courses/<folder>/...`): manifests and practice sets' details read whole,
 * quiz files as `Q`, candles and captions as `C` (a loader in the browser, a reader on the server).
 */
export interface ContentFiles<Q, C> {
  manifests: Record<string, unknown>;
  quizzes: Record<string, Q>;
  sets: Record<string, unknown>;
  candles: Record<string, C>;
  /** `captions/<chapter>-<lesson>.<language>.vtt`: a lesson's captions in one language. */
  captions: Record<string, C>;
}

/** A lesson's captions file in one language, by the lesson's place (from 1, as the course page numbers them). */
export interface CaptionFile<C> {
  chapter: number;
  lesson: number;
  language: Language;
  file: C;
}

const CAPTION_FILE = /\/captions\/(\d{1,3})-(\d{1,3})\.([a-z]{2})\.vtt$/;

/** The place and language a captions file's name gives, or null for a name that gives none. */
export function captionFileName(path: string): Omit<CaptionFile<never>, 'file'> | null {
  const match = CAPTION_FILE.exec(path);
  if (!match || !isLanguage(match[3])) return null;
  const chapter = Number(match[1]);
  const lesson = Number(match[2]);
  return chapter >= 1 && lesson >= 1 ? { chapter, lesson, language: match[3] } : null;
}

export interface CourseContent<Q> {
  folder: string;
  manifest: CourseManifest;
  /** Its quiz file, when the manifest names one that is there. */
  quiz?: Q;
}

/** Captions of a course, in syllabus order, and in each lesson the languages in `LANGUAGES` order. */
type CaptionList<C> = CaptionFile<C>[];

export interface SetContent<C> {
  id: string;
  folder: string;
  courseId: string;
  /** The set file's details and text, as written. */
  info: unknown;
  candles?: C;
  /** The lesson it goes with, when the course's manifest links it. */
  lesson?: { courseId: string; chapter: number; lesson: number; title: string };
}

export interface Catalogue<Q, C> {
  courses: CourseContent<Q>[];
  sets: SetContent<C>[];
  /** The content of a course by its id in the API. */
  course(courseId: string): CourseContent<Q> | undefined;
  /** What a lesson links to, by its place (0-based indexes, as the viewer counts). */
  lesson(courseId: string, chapterIndex: number, lessonIndex: number): ManifestLesson | undefined;
  set(id: string): SetContent<C> | undefined;
  /** Every captions file of a course, in syllabus order. */
  captions(courseId: string): CaptionFile<C>[];
  /** A lesson's captions by language (0-based indexes, as the viewer counts). */
  lessonCaptions(courseId: string, chapterIndex: number, lessonIndex: number): Partial<Record<Language, C>>;
}

const folderOf = (path: string) => path.slice(CONTENT_ROOT.length + 1).split('/')[0] ?? '';
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * The catalogue of the content files. The build checks every file against its schema
 * (`tools/checkContent.ts`), so a manifest that fails here is left out rather than trusted.
 */
export function buildCatalogue<Q, C>(files: ContentFiles<Q, C>): Catalogue<Q, C> {
  const courses: CourseContent<Q>[] = Object.entries(files.manifests).flatMap(([path, manifest]) => {
    if (manifestProblems(manifest).length) return [];
    const folder = folderOf(path);
    const valid = manifest as CourseManifest;
    const quiz = valid.quiz ? own(files.quizzes, `${CONTENT_ROOT}/${folder}/${valid.quiz}`) : undefined;
    return [{ folder, manifest: valid, ...(quiz === undefined ? {} : { quiz }) }];
  });
  const byFolder = new Map(courses.map((course) => [course.folder, course]));
  const byCourseId = new Map(courses.map((course) => [course.manifest.courseId, course]));
  const sets: SetContent<C>[] = Object.entries(files.sets).flatMap(([path, info]) => {
    const folder = folderOf(path);
    const course = byFolder.get(folder);
    const id = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
    if (!course) return [];
    const place = course.manifest.lessons.find((lesson) => lesson.practice === id);
    const candles = own(files.candles, `${CONTENT_ROOT}/${folder}/practice/${id}.candles.json`);
    return [
      {
        id,
        folder,
        courseId: course.manifest.courseId,
        info,
        ...(candles === undefined ? {} : { candles }),
        ...(place
          ? {
              lesson: {
                courseId: course.manifest.courseId,
                chapter: place.chapter,
                lesson: place.lesson,
                title: place.title ?? '',
              },
            }
          : {}),
      },
    ];
  });
  sets.sort((a, b) => a.id.localeCompare(b.id));
  const setsById = new Map(sets.map((set) => [set.id, set]));
  const captionsByFolder = new Map<string, CaptionList<C>>();
  for (const [path, file] of Object.entries(files.captions)) {
    const named = captionFileName(path);
    const folder = folderOf(path);
    if (!named || !byFolder.has(folder)) continue;
    const list = captionsByFolder.get(folder) ?? [];
    list.push({ ...named, file });
    captionsByFolder.set(folder, list);
  }
  for (const list of captionsByFolder.values())
    list.sort(
      (a, b) =>
        a.chapter - b.chapter || a.lesson - b.lesson || LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language),
    );
  const captionsOf = (courseId: string) => captionsByFolder.get(byCourseId.get(courseId)?.folder ?? '') ?? [];
  return {
    courses,
    sets,
    course: (courseId) => byCourseId.get(courseId),
    lesson: (courseId, chapterIndex, lessonIndex) =>
      byCourseId
        .get(courseId)
        ?.manifest.lessons.find(({ chapter, lesson }) => chapter === chapterIndex + 1 && lesson === lessonIndex + 1),
    set: (id) => setsById.get(id),
    captions: captionsOf,
    lessonCaptions: (courseId, chapterIndex, lessonIndex) =>
      Object.fromEntries(
        captionsOf(courseId)
          .filter(({ chapter, lesson }) => chapter === chapterIndex + 1 && lesson === lessonIndex + 1)
          .map(({ language, file }) => [language, file]),
      ),
  };
}
