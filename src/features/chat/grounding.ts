import { useEffect, useSyncExternalStore } from 'react';
import type { CoursePassage } from '@/content/passage';

/*
 * What the page the learner is on can tell the assistant: passages of a course (what its lessons
 * say, their descriptions, the learner's own notes) that match a question. A page of a course
 * registers its source; the assistant asks it before calling the model, and answers from what it
 * gives, citing each passage's lesson and moment.
 */

/** A passage of the course, and where in it. */
export type Passage = CoursePassage;

/** Finds the passages of the page's course that match a question, best first. */
export type GroundingSource = (question: string) => Promise<Passage[]>;

/** How much of a course goes with one question: the model's request stays small and the learner's notes few. */
export const MAX_PASSAGES = 4;
export const MAX_PASSAGE_LENGTH = 280;
export const MAX_PASSAGES_LENGTH = 1000;

const cut = (text: string, max: number) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
};

/** The passages a question sends: the best few, each cut at a word, all within the limit. */
export function passagesToSend(found: readonly Passage[]): Passage[] {
  const sent: Passage[] = [];
  let length = 0;
  for (const passage of found.slice(0, MAX_PASSAGES)) {
    const text = cut(passage.text.replace(/\s+/g, ' ').trim(), MAX_PASSAGE_LENGTH);
    if (!text || length + text.length > MAX_PASSAGES_LENGTH) break;
    length += text.length;
    sent.push({ ...passage, text });
  }
  return sent;
}

let source: { name: string; find: GroundingSource } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Makes `find` the assistant's source while the calling page is shown; `name` is what the panel calls it. */
export function useChatGrounding(name: string | null, find: GroundingSource | null) {
  useEffect(() => {
    if (!name || !find) return undefined;
    const mine = { name, find };
    source = mine;
    changed();
    return () => {
      if (source !== mine) return;
      source = null;
      changed();
    };
  }, [name, find]);
}

/** The source of the page shown, if it has one. */
export const currentGrounding = () => source;

/** The source of the page shown, as state: the panel says what a question sends. */
export const useCurrentGrounding = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentGrounding,
    () => null,
  );
