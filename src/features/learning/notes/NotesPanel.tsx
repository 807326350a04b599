import { yupResolver } from '@hookform/resolvers/yup';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { TOAST_MS } from '@/config/constants';
import { useTranslation } from '@/i18n';
import {
  selectOwner,
  useCourseRecords,
  useLearnerDataStored,
  useNotes,
  useRefusedRecords,
  type LessonKey,
  type Note,
} from '@/learner';
import { downloadTextFile } from '@/lib/download';
import { useDraftForm } from '@/lib/useDraftForm';
import { errorMessage } from '@/store/apiError';
import { useAppSelector } from '@/store/hooks';
import type { Course } from '@/store/models';
import { findVideo, type VideoRef } from '../courseOutline';
import type { Playhead } from '../playhead';
import { noteDraftKey, noteEditDraftKey } from '../progress/learnerNotes';
import { NoteField } from './NoteField';
import { NoteItem } from './NoteItem';
import { EMPTY_NOTE, noteSchema, type NoteValues } from './noteSchema';
import { notesFileName, notesToMarkdown } from './notesMarkdown';
import { formatNoteTime } from './noteTime';

export interface NotesPanelProps {
  course: Course;
  /** The lesson playing: a new note is of this lesson. */
  current: VideoRef | undefined;
  playhead: Playhead;
  /** Plays `key` from `seconds`, opening that lesson first when another is playing. */
  onSeek: (key: LessonKey, seconds: number) => void;
  /** The moment of the playing lesson a new note is at (one chosen in the transcript), not the video's. */
  noteAt?: number | null;
  /** The new note goes back to the video's moment. */
  onClearNoteAt?: () => void;
}

interface NewNoteProps {
  draftKey: string | null;
  current: VideoRef | undefined;
  noteAt: number | null;
  onClearNoteAt?: () => void;
  onSave: (text: string) => Note | undefined;
}

/**
 * Writing a note: what is typed is a draft until saved (it survives a reload and a logout), and
 * the note takes the video's moment when it is saved.
 */
function NewNote({ draftKey, current, noteAt, onClearNoteAt, onSave }: NewNoteProps) {
  const { t } = useTranslation('learning');
  const { control, handleSubmit, reset, setFocus } = useDraftForm<NoteValues>({
    resolver: yupResolver(noteSchema),
    defaultValues: EMPTY_NOTE,
    draftKey,
  });
  const [saved, setSaved] = useState<string | null>(null);
  // A note started at a line of the transcript: the field is where the learner writes next.
  useEffect(() => {
    if (noteAt !== null) setFocus('text');
  }, [noteAt, setFocus]);
  const submit = handleSubmit(({ text }) => {
    const note = onSave(text);
    if (!note) return;
    reset(EMPTY_NOTE);
    onClearNoteAt?.();
    setSaved(t('notes.savedAt', { time: formatNoteTime(note.seconds) }));
  });
  return (
    <Box component="form" noValidate aria-label={t('notes.newNote')} onSubmit={(event) => void submit(event)}>
      <NoteField control={control} label={t('notes.yourNote')} />
      {current && noteAt !== null ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('notes.savedAtLine', { time: formatNoteTime(noteAt), title: current.video.title })}
          </Typography>
          <Button size="small" onClick={onClearNoteAt}>
            {t('notes.useVideoTime')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {current ? t('notes.savedWith', { title: current.video.title }) : t('notes.openLesson')}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!current}>
          {t('notes.save')}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {saved}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * The Notes tab of the viewer: a note at the moment of the video, the learner's notes on the
 * course, newest first, each playing the video from its moment, and their download as Markdown.
 */
export default function NotesPanel({
  course,
  current,
  playhead,
  onSeek,
  noteAt = null,
  onClearNoteAt,
}: NotesPanelProps) {
  const { t } = useTranslation('learning');
  const courseId = course._id;
  const owner = useAppSelector(selectOwner);
  const stored = useLearnerDataStored();
  const { notes, add, edit, remove, restore } = useNotes(courseId);
  const { progress } = useCourseRecords(courseId);
  const { t: tCommon } = useTranslation('common');
  const { refused, retry } = useRefusedRecords();
  // The notes of this course the account refused, beside each (a refused deletion is the general notice's).
  const refusedNotes = useMemo(
    () =>
      new Map(
        refused
          .filter(({ record }) => record.kind === 'note' && record.courseId === courseId && !record.deleted)
          .map((refusal) => [refusal.record.id, refusal]),
      ),
    [refused, courseId],
  );
  const notSaved = (note: Note) => {
    const refusal = refusedNotes.get(note.id);
    return (
      refusal && {
        reason: errorMessage(refusal.error, tCommon('learnerData.noReason')),
        onRetry: () => retry([refusal.key]),
      }
    );
  };
  const panel = useRef<HTMLDivElement>(null);
  // After a delete, the note that took its place gets the focus; after the last, the note field.
  const focusAfterDelete = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterDelete.current;
    if (id === null) return;
    focusAfterDelete.current = null;
    const target =
      panel.current?.querySelector<HTMLElement>(`[data-note-id="${id}"] button`) ??
      panel.current?.querySelector<HTMLElement>('textarea');
    target?.focus();
  }, [notes]);

  const save = (text: string) => {
    if (!current) return undefined;
    // Without the player's API, the last moment saved for the lesson is the best known.
    const seconds = noteAt ?? playhead.currentTime() ?? progress?.positions[current.key] ?? 0;
    return add(current.key, seconds, text);
  };

  const del = (note: Note) => {
    const at = notes.findIndex(({ id }) => id === note.id);
    const next = notes[at + 1] ?? notes[at - 1];
    remove(note.id);
    focusAfterDelete.current = next?.id ?? '';
    enqueueToast(t('notes.deleted'), {
      variant: 'default',
      autoHideDuration: TOAST_MS.undo,
      action: { label: t('notes.undo'), onClick: () => restore(note) },
    });
  };

  const download = () =>
    downloadTextFile(notesFileName(course), notesToMarkdown(course, notes, t), 'text/markdown;charset=utf-8');

  return (
    <Stack ref={panel} spacing={3}>
      {!stored && <Alert severity="warning">{t('notes.notStored')}</Alert>}
      <NewNote
        draftKey={noteDraftKey(owner, courseId)}
        current={current}
        noteAt={noteAt}
        onClearNoteAt={onClearNoteAt}
        onSave={save}
      />
      <Box component="section" aria-labelledby="notes-list-heading">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="notes-list-heading" variant="h3" sx={{ fontSize: '1.125rem' }}>
            {t('notes.listHeading')}
          </Typography>
          {notes.length > 0 && (
            <Button size="small" startIcon={<DownloadIcon aria-hidden />} onClick={download}>
              {t('notes.download')}
            </Button>
          )}
        </Stack>
        {notes.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{t('notes.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('notes.emptyBody')}
            </Typography>
          </Box>
        ) : (
          <Box component="ul" aria-labelledby="notes-list-heading" sx={{ m: 0, p: 0 }}>
            {notes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                lessonTitle={findVideo(course, note.lesson)?.video.title}
                editDraftKey={noteEditDraftKey(owner, courseId, note.id)}
                notSaved={notSaved(note)}
                onSeek={({ lesson, seconds }) => onSeek(lesson, seconds)}
                onEdit={({ id }, text) => edit(id, text)}
                onDelete={del}
              />
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
