import type { Side, ExitReason } from '../trade';

/** A closed trade in the learner's journal. */
export interface JournalEntry {
  id: string;
  setId: string;
  instrument: string;
  side: Side;
  entry: number;
  exit: number;
  stop: number;
  target: number;
  quantity: number;
  reason: ExitReason;
  bothTouched: boolean;
  gross: number;
  charges: number;
  net: number;
  r: number;
  /** When it was closed, ISO. */
  closedAt: string;
  setup: string;
  note: string;
  feeling: Feeling | '';
}

export const FEELINGS = ['calm', 'confident', 'anxious', 'impatient', 'fearful', 'greedy'] as const;
export type Feeling = (typeof FEELINGS)[number];

export interface LabSettings {
  capital: number;
  riskPercent: number;
}

export const DEFAULT_SETTINGS: LabSettings = { capital: 100_000, riskPercent: 1 };

/**
 * Where the lab keeps a learner's trades and settings. The browser's storage is the only copy
 * today (the school's API has no call for them); a server copy can take its place by
 * implementing the same calls. Every call is safe: nothing here throws.
 */
export interface LabStore {
  journal(learner: string): JournalEntry[];
  /** Whether the journal was saved; false when storage is blocked or full (it lives in memory then). */
  saveJournal(learner: string, entries: JournalEntry[]): boolean;
  settings(learner: string): LabSettings;
  saveSettings(learner: string, settings: LabSettings): boolean;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): value is string => typeof value === 'string';

/** Whether a stored or imported value is a journal entry; anything else is left out, alone. */
export function isJournalEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    text(e.id) &&
    text(e.setId) &&
    text(e.instrument) &&
    (e.side === 'buy' || e.side === 'sell') &&
    ['entry', 'exit', 'stop', 'target', 'quantity', 'gross', 'charges', 'net', 'r'].every((key) => finite(e[key])) &&
    (e.reason === 'stop' || e.reason === 'target' || e.reason === 'manual') &&
    typeof e.bothTouched === 'boolean' &&
    text(e.closedAt) &&
    !Number.isNaN(Date.parse(e.closedAt)) &&
    text(e.setup) &&
    text(e.note) &&
    (e.feeling === '' || (FEELINGS as readonly unknown[]).includes(e.feeling))
  );
}

/** The entries of a parsed value that are entries; the rest are counted as skipped. */
export function validEntries(value: unknown): { entries: JournalEntry[]; skipped: number } {
  if (!Array.isArray(value)) return { entries: [], skipped: 0 };
  const entries = value.filter(isJournalEntry);
  return { entries, skipped: value.length - entries.length };
}

/** The journal as a file a learner keeps, to import on another phone or browser. */
export function journalExport(entries: JournalEntry[]): string {
  return JSON.stringify({ kind: 'tradeschool-journal', version: 1, entries }, null, 2);
}

/**
 * A journal file read back: its valid entries, merged into `current` by id (an entry already
 * there is kept as it is), and how many records were unreadable. Null when it is not a journal.
 */
export function importJournal(
  current: JournalEntry[],
  fileText: string,
): { entries: JournalEntry[]; added: number; skipped: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch {
    return null;
  }
  const file = parsed as { kind?: unknown; entries?: unknown };
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    file.kind !== 'tradeschool-journal' ||
    !Array.isArray(file.entries)
  )
    return null;
  const { entries, skipped } = validEntries(file.entries);
  const known = new Set(current.map((entry) => entry.id));
  const added = entries.filter((entry) => !known.has(entry.id) && known.add(entry.id));
  const merged = [...current, ...added].sort((a, b) => a.closedAt.localeCompare(b.closedAt));
  return { entries: merged, added: added.length, skipped };
}

const KEY = 'tradeschool.lab.v1';
const keyOf = (learner: string, part: 'journal' | 'settings') => `${KEY}.${part}.${learner}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const stored = storage()?.getItem(key);
    return stored ? (JSON.parse(stored) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * The lab's data in this browser's localStorage, a key per learner and part ('guest' for a
 * visitor not logged in). A corrupt record is dropped alone; unreadable storage reads as empty.
 * What could not be written is kept in memory for the tab's life, so a full quota loses nothing
 * on the page.
 */
export function browserLabStore(): LabStore {
  const memory = new Map<string, unknown>();
  return {
    journal(learner) {
      const key = keyOf(learner, 'journal');
      return validEntries(memory.has(key) ? memory.get(key) : read(key)).entries;
    },
    saveJournal(learner, entries) {
      const key = keyOf(learner, 'journal');
      const saved = write(key, entries);
      if (saved) memory.delete(key);
      else memory.set(key, entries);
      return saved;
    },
    settings(learner) {
      const key = keyOf(learner, 'settings');
      const value = (memory.has(key) ? memory.get(key) : read(key)) as Partial<LabSettings> | null;
      return {
        capital: finite(value?.capital) && value.capital > 0 ? value.capital : DEFAULT_SETTINGS.capital,
        riskPercent:
          finite(value?.riskPercent) && value.riskPercent > 0 && value.riskPercent <= 100
            ? value.riskPercent
            : DEFAULT_SETTINGS.riskPercent,
      };
    },
    saveSettings(learner, settings) {
      const key = keyOf(learner, 'settings');
      const saved = write(key, settings);
      if (saved) memory.delete(key);
      else memory.set(key, settings);
      return saved;
    },
  };
}

/** The one store the lab's screens use. */
export const labStore: LabStore = browserLabStore();
