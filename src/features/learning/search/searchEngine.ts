import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Language } from '@/config/languages';
import { readCaptions } from '@/content/webvtt';
import type { LessonKey, Note } from '@/learner';
import { hasDevanagari, latinKey, romanize } from '@/lib/romanize';
import type { Course } from '@/store/models';
import { allVideos } from '../courseOutline';
import { captionLanguageFor, lessonCaptionLanguages, loadCaptionsText } from '../transcript/lessonCaptions';

/*
 * The viewer's search, a chunk of its own fetched when the learner first searches: what was said
 * in each lesson of the course (its captions, in the site's language where it has them) and the
 * learner's own notes, in English and Hindi, Hindi typed in Devanagari or in Latin letters.
 */

/** One place a search finds: a line said, or a note, at a moment of a lesson. */
export interface Found {
  id: string;
  kind: 'said' | 'note' | 'about';
  lesson: LessonKey;
  seconds: number;
  text: string;
  language?: Language;
  /** The words of `text` that matched, as the index keeps them. */
  terms: string[];
}

interface Doc {
  id: string;
  kind: Found['kind'];
  lesson: LessonKey;
  seconds: number;
  text: string;
  /** Hindi in Latin letters, for a learner who types it so. */
  latin: string;
  language?: Language;
}

const lower = (term: string) => term.toLowerCase();
/** Both fields' words as the index compares them: Latin letters forgivingly, Devanagari as written. */
const keyOf = (term: string) => (hasDevanagari(term) ? term.normalize('NFC') : latinKey(term));

const newIndex = () =>
  new MiniSearch<Doc>({
    fields: ['text', 'latin'],
    storeFields: ['kind', 'lesson', 'seconds', 'text', 'language'],
    processTerm: (term) => keyOf(lower(term)),
  });

const docOf = (doc: Omit<Doc, 'latin'>): Doc => ({ ...doc, latin: hasDevanagari(doc.text) ? romanize(doc.text) : '' });

/** What a lesson says, one document per line, in the language the site would show it. */
async function lessonDocs(course: Course, language: Language): Promise<Doc[]> {
  const lessons = allVideos(course);
  const said = await Promise.all(
    lessons.map(async (lesson) => {
      const shown = captionLanguageFor(lessonCaptionLanguages(course._id, lesson), language);
      if (!shown) return [];
      const { cues } = readCaptions(await loadCaptionsText(course._id, lesson, shown));
      return cues.map((cue, index) =>
        docOf({
          id: `said:${lesson.key}:${index}`,
          kind: 'said',
          lesson: lesson.key,
          seconds: cue.start,
          text: cue.text,
          language: shown,
        }),
      );
    }),
  );
  return said.flat();
}

/** A query as both fields take it: every word, each a prefix and a little misspelt. */
const queryOf = (text: string): Query => ({ queries: [text], combineWith: 'AND', prefix: true, fuzzy: 0.2 });

const toFound = (result: SearchResult): Found => ({
  id: result.id as string,
  kind: result.kind as Found['kind'],
  lesson: result.lesson as LessonKey,
  seconds: result.seconds as number,
  text: result.text as string,
  language: result.language as Language | undefined,
  terms: result.terms,
});

/** Words a question is made of that say nothing of its subject, in both languages and Hindi in Latin letters. */
const QUESTION_WORDS = new Set(
  (
    'a an the of to in on at by for and or is are be was it this that these about with from what which who why how ' +
    'when where do does did can could should would will i me my we you your tell explain mean means meaning ' +
    'क्या है हैं था का की के में से को और यह वह ये वे कैसे क्यों कब कहाँ मैं मुझे मेरा मेरी होता होती होते ' +
    'बताइए बताओ बताएँ समझाइए एक पर भी तो ही कौन कितना ' +
    'kya hai hain ka ki ke mein me se ko aur yah vah kaise kyon kab main mujhe mera hota hoti batao bataiye'
  )
    .split(' ')
    .map((word) => keyOf(word)),
);

/** A question as the passages are matched with it: any of its words, the ones of its subject only. */
const questionOf = (text: string): Query => ({
  queries: [text],
  combineWith: 'OR',
  processTerm: (term) => {
    const key = keyOf(lower(term));
    return QUESTION_WORDS.has(key) || key.length < 2 ? null : key;
  },
  prefix: (term) => term.length > 3,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
});

export interface CourseSearch {
  search(query: string, notes: readonly Note[]): Found[];
  /** The course's passages that best answer a question: lines said, lessons' descriptions, notes. */
  passages(question: string, notes: readonly Note[]): Found[];
  /** The words of a result's text, each saying whether it matched. */
  marked(text: string, terms: readonly string[]): { text: string; matched: boolean }[];
}

/** The course's search: its lessons' lines read once; the notes, which change, at each search. */
export async function createCourseSearch(course: Course, language: Language): Promise<CourseSearch> {
  const said = newIndex();
  said.addAll(await lessonDocs(course, language));
  // What each lesson is about, in the course's words: its title and its chapter's description.
  const described = newIndex();
  described.addAll(
    allVideos(course).map((lesson) =>
      docOf({
        id: `about:${lesson.key}`,
        kind: 'about',
        lesson: lesson.key,
        seconds: 0,
        text: `${lesson.video.title}: ${lesson.chapter.description}`,
      }),
    ),
  );
  let notesIndex: { of: readonly Note[]; index: MiniSearch<Doc> } | null = null;
  const notesOf = (notes: readonly Note[]) => {
    if (notesIndex?.of !== notes) {
      const index = newIndex();
      index.addAll(
        notes.map((note) =>
          docOf({ id: `note:${note.id}`, kind: 'note', lesson: note.lesson, seconds: note.seconds, text: note.text }),
        ),
      );
      notesIndex = { of: notes, index };
    }
    return notesIndex.index;
  };
  const best = (results: SearchResult[]) => results.sort((a, b) => b.score - a.score).map(toFound);
  return {
    search(query, notes) {
      return best([...said.search(queryOf(query)), ...notesOf(notes).search(queryOf(query))]);
    },
    passages(question, notes) {
      const query = questionOf(question);
      return best([...said.search(query), ...notesOf(notes).search(query), ...described.search(query)]);
    },
    marked: matchedWords,
  };
}

const built = new WeakMap<Course, Map<Language, Promise<CourseSearch>>>();

/**
 * The course's search in `language`, built once for the viewer's search field and the assistant
 * alike; one that failed (a chunk or a captions file) is built again when next asked for.
 */
export function courseSearch(course: Course, language: Language): Promise<CourseSearch> {
  const byLanguage = built.get(course) ?? new Map<Language, Promise<CourseSearch>>();
  built.set(course, byLanguage);
  const held = byLanguage.get(language);
  if (held) return held;
  const search = createCourseSearch(course, language);
  byLanguage.set(language, search);
  search.catch(() => {
    if (byLanguage.get(language) === search) byLanguage.delete(language);
  });
  return search;
}

/** The words of `text` a result matched, for marking: each word's key against the matched terms. */
export function matchedWords(text: string, terms: readonly string[]): { text: string; matched: boolean }[] {
  const wanted = new Set(terms);
  return text
    .split(/([\p{L}\p{M}\p{N}]+)/u)
    .filter(Boolean)
    .map((part) => {
      const key = keyOf(lower(part));
      const latin = hasDevanagari(part) ? latinKey(romanize(part)) : key;
      return { text: part, matched: wanted.has(key) || wanted.has(latin) };
    });
}
