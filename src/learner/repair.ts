import { isApiError } from '@/store/apiError';
import type { LearnerRecordKind } from '@/store/models';
import { isRecord } from '@/store/persistence';
import type { KindTable, LearnerDataState, Refusal } from './learnerDataSlice';
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
  const epochs = isRecord(stored.epochs) ? stored.epochs : {};
  return {
    ...stored,
    byOwner,
    synced: times(stored.synced) ? stored.synced : {},
    cursors: Object.values(cursors).every((cursor) => typeof cursor === 'number') ? cursors : {},
    epochs: Object.values(epochs).every((epoch) => typeof epoch === 'string') ? epochs : {},
    refused: refusals(stored.refused),
    unreadable,
  };
}

/**
 * The refusals stored, each kept if it reads as one: a refusal dropped only means its record is
 * offered to the account once more.
 */
function refusals(value: unknown): LearnerDataState['refused'] {
  const kept: LearnerDataState['refused'] = {};
  for (const [owner, byKey] of Object.entries(isRecord(value) ? value : {})) {
    if (!isRecord(byKey)) continue;
    const ofOwner: Record<string, Refusal> = {};
    for (const [key, refusal] of Object.entries(byKey)) {
      if (!isRecord(refusal) || typeof refusal.updatedAt !== 'string' || !isApiError(refusal.error)) continue;
      ofOwner[key] = {
        updatedAt: refusal.updatedAt,
        error: refusal.error,
        ...(refusal.dismissed === true && { dismissed: true }),
      };
    }
    kept[owner] = ofOwner;
  }
  return kept;
}
