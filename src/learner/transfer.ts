import type { LearnerRecord } from '@/store/models';
import { heldRecord, type LearnerDataState } from './learnerDataSlice';
import { resolveRecord } from './resolve';
import { validRecord } from './rules';

/*
 * Export and import of all a learner's records, every kind, as one JSON file: importing merges it
 * record by record with each kind's rule, so an older file never overwrites anything newer.
 */

/** What an export file says it is. */
export const EXPORT_FORMAT = 'tradeschool.learner-data';

export interface LearnerExport {
  format: typeof EXPORT_FORMAT;
  version: 1;
  exportedAt: string;
  records: LearnerRecord[];
}

/** All the owner's records this browser has, deletions included. */
export function ownerRecords(state: LearnerDataState, owner: string): LearnerRecord[] {
  return Object.values(state.byOwner[owner] ?? {}).flatMap((table) =>
    table.ids.flatMap((id) => table.entities[id] ?? []),
  );
}

export function learnerExport(state: LearnerDataState, owner: string, now = new Date()): LearnerExport {
  return { format: EXPORT_FORMAT, version: 1, exportedAt: now.toISOString(), records: ownerRecords(state, owner) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The records of an export file, each checked on its own by the rule the server checks with (one
 * bad record costs only itself), and how many were dropped; null when the file is not an export.
 */
export function parseLearnerExport(text: string): { records: LearnerRecord[]; dropped: number } | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(file) || file.format !== EXPORT_FORMAT || !Array.isArray(file.records)) return null;
  const records = file.records.flatMap((value: unknown) => validRecord(value) ?? []);
  return { records, dropped: file.records.length - records.length };
}

/** How many of the records would change what this browser has (by their kind's rule, or not here yet). */
export function newerCount(state: LearnerDataState, owner: string, records: readonly LearnerRecord[]): number {
  return records.filter((record) => {
    const held = heldRecord(state, owner, record);
    return resolveRecord(held, record) !== held;
  }).length;
}
