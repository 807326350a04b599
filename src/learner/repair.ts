import type { LearnerRecordKind } from '@/store/models';
import { isRecord } from '@/store/persistence';
import type { KindTable, LearnerDataState } from './learnerDataSlice';
import { LEARNER_RECORD_KINDS, recordKey, validRecord } from './rules';

/**
 * Stored records with what cannot be read left out record by record (each checked by the rule the
 * server checks with), and how many that were: one bad record costs only itself.
 */
export function repairStoredLearnerData(stored: Record<string, unknown>): Record<string, unknown> {
  let unreadable = 0;
  const byOwner: LearnerDataState['byOwner'] = {};
  for (const [owner, kinds] of Object.entries(isRecord(stored.byOwner) ? stored.byOwner : {})) {
    if (!isRecord(kinds)) {
      unreadable += 1;
      continue;
    }
    const tables: Partial<Record<LearnerRecordKind, KindTable>> = (byOwner[owner] = {});
    for (const [kind, table] of Object.entries(kinds)) {
      const entities = isRecord(table) && isRecord(table.entities) ? Object.values(table.entities) : null;
      if (!entities || !(LEARNER_RECORD_KINDS as readonly string[]).includes(kind)) {
        unreadable += 1;
        continue;
      }
      // Stored here, so already past the server's clock check when it was made.
      const kept = entities.flatMap((entity) => {
        const record = validRecord(entity, Infinity);
        return record && record.kind === kind ? [record] : [];
      });
      unreadable += entities.length - kept.length;
      tables[kind as LearnerRecordKind] = {
        ids: kept.map(recordKey),
        entities: Object.fromEntries(kept.map((record) => [recordKey(record), record])),
      };
    }
  }
  const times = (value: unknown) =>
    isRecord(value) &&
    Object.values(value).every(
      (inner) => isRecord(inner) && Object.values(inner).every((at) => typeof at === 'string'),
    );
  const cursors = isRecord(stored.cursors) ? stored.cursors : {};
  return {
    ...stored,
    byOwner,
    synced: times(stored.synced) ? stored.synced : {},
    cursors: Object.values(cursors).every((cursor) => typeof cursor === 'number') ? cursors : {},
    unreadable,
  };
}
