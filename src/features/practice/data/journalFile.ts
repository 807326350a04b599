import { NO_COURSE, validRecord, type JournalEntry } from '@/learner';

/*
 * The journal as a file of its own, for a learner who keeps their trades apart from the rest of
 * their learning data: its entries are trades, each checked by the rule of the learner's records.
 */

const FILE_KIND = 'tradeschool-journal';

/** The journal as a file a learner keeps, to import on another phone or browser. */
export function journalExport(entries: readonly JournalEntry[]): string {
  return JSON.stringify({ kind: FILE_KIND, version: 1, entries }, null, 2);
}

/** Whether a value from a file is a trade the learner's records accept. */
export function isJournalEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, ...data } = value as Record<string, unknown>;
  return validRecord({ kind: 'trade', courseId: NO_COURSE, id, updatedAt: new Date().toISOString(), data }) !== null;
}

/** A journal file's trades, and how many of its records were unreadable; null when it is not a journal. */
export function parseJournalFile(fileText: string): { entries: JournalEntry[]; skipped: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch {
    return null;
  }
  const file = parsed as { kind?: unknown; entries?: unknown };
  if (typeof parsed !== 'object' || parsed === null || file.kind !== FILE_KIND || !Array.isArray(file.entries)) {
    return null;
  }
  const entries = file.entries.filter(isJournalEntry);
  return { entries, skipped: file.entries.length - entries.length };
}
