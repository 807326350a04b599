import type { TFunction } from 'i18next';
import type { Note } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';
import { allVideos } from '../courseOutline';
import { formatNoteTime } from './noteTime';

/**
 * Text as Markdown that reads as that text and nothing more: markup, links, images and raw HTML
 * are backslash-escaped (any ASCII punctuation may be, in CommonMark), as are the markers that
 * make a line a heading, a list item or a quote. Only the characters that can start markup are
 * escaped, so the file stays readable as plain text. A maintained escaper that covers backslashes,
 * entities and line markers too was not to be had.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]()<>&#|~!]/g, '\\$&')
    .replace(/^(\s*)([-+=]|\d+(?=[.)]))/gm, (_match, space: string, marker: string) =>
      /\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
    );
}

/** In a lesson, in the order of the video; notes of one moment in the order they were written. */
const byMoment = (a: Note, b: Note) => a.seconds - b.seconds || a.createdAt.localeCompare(b.createdAt);

/** One note as a list item; the lines after its first are indented into the item. */
const noteItem = (note: Note) => {
  const [first = '', ...rest] = note.text.replace(/\r\n?/g, '\n').trim().split('\n').map(escapeMarkdown);
  const more = rest.map((line) => (line.trim() ? `  ${line.trimEnd()}` : ''));
  return [`- **${formatNoteTime(note.seconds)}** ${first.trimEnd()}`, ...more].join('\n');
};

const noteList = (notes: Note[]) => [...notes].sort(byMoment).map(noteItem).join('\n');

/**
 * The learner's notes on a course as a Markdown document, its headings in the page's language:
 * grouped by chapter, then lesson, in the course's order, each note with its moment in the video.
 * Chapters and lessons without notes are left out; notes of lessons the course no longer has come
 * last, under a heading of their own.
 */
export function notesToMarkdown(course: Course, notes: readonly Note[], t: TFunction<'learning'>): string {
  const sections: string[] = [
    `# ${t('notes.markdown.title', { course: escapeMarkdown(capitalizeWords(course.title)) })}`,
  ];
  const placed = new Set<string>();
  let chapterShown = -1;
  for (const { key, chapterIndex, chapter, video } of allVideos(course)) {
    const mine = notes.filter((note) => note.lesson === key);
    if (mine.length === 0) continue;
    if (chapterShown !== chapterIndex) {
      sections.push(`## ${chapterIndex + 1}. ${escapeMarkdown(capitalizeWords(chapter.title))}`);
      chapterShown = chapterIndex;
    }
    sections.push(`### ${escapeMarkdown(video.title)}`, noteList(mine));
    mine.forEach(({ id }) => placed.add(id));
  }
  const orphans = notes.filter(({ id }) => !placed.has(id));
  if (orphans.length > 0) sections.push(`## ${t('notes.markdown.orphans')}`, noteList(orphans));
  return `${sections.join('\n\n')}\n`;
}

/** "Crypto Trading Basics" → "crypto-trading-basics-notes.md". */
export function notesFileName(course: Course): string {
  return `${courseFileStem(course)}-notes.md`;
}

/** The course's title as the start of a file name: ASCII, lower case, words joined by hyphens. */
export function courseFileStem(course: Course): string {
  const slug = course.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'course';
}
