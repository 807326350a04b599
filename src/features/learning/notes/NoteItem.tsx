import { yupResolver } from '@hookform/resolvers/yup';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import type { Note } from '@/learner';
import { useDraftForm } from '@/lib/useDraftForm';
import { forgetNoteDraft, hasNoteDraft } from '../progress/learnerNotes';
import { NoteField } from './NoteField';
import { noteSchema, type NoteValues } from './noteSchema';
import { formatNoteTime } from './noteTime';

interface NoteEditorProps {
  note: Note;
  draftKey: string | null;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** The note's text in a field, in place of the text, until saved or cancelled (Escape). */
function NoteEditor({ note, draftKey, onSave, onCancel }: NoteEditorProps) {
  const { t } = useTranslation('learning');
  const saved = useMemo<NoteValues>(() => ({ text: note.text }), [note.text]);
  const { control, handleSubmit, setFocus } = useDraftForm<NoteValues>({
    resolver: yupResolver(noteSchema),
    defaultValues: saved,
    draftKey,
  });
  useEffect(() => setFocus('text'), [setFocus]);
  const time = formatNoteTime(note.seconds);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(({ text }) => onSave(text))(event)}
      sx={{ mt: 1 }}
    >
      <NoteField
        control={control}
        label={t('notes.editAt', { time })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="small">
          {t('notes.saveEdit')}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {t('notes.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

export interface NoteItemProps {
  note: Note;
  /** The title of the note's lesson; undefined when the course no longer has it. */
  lessonTitle: string | undefined;
  editDraftKey: string | null;
  /** The learner's account would not take this version: why, in its words, and the asking to try again. */
  notSaved?: { reason: string; onRetry: () => void };
  onSeek: (note: Note) => void;
  onEdit: (note: Note, text: string) => void;
  onDelete: (note: Note) => void;
}

/**
 * One note: its moment as a button that plays the video from there, its lesson, its text, and
 * Edit and Delete. An edit left unsaved (a reload, a logout) opens again with what was typed. A
 * note the learner's account refused says so, with the account's reason and a way to try again.
 */
export function NoteItem({ note, lessonTitle, editDraftKey, notSaved, onSeek, onEdit, onDelete }: NoteItemProps) {
  const { t } = useTranslation('learning');
  const [editing, setEditing] = useState(() => hasNoteDraft(editDraftKey));
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const time = formatNoteTime(note.seconds);

  // Once the editor is gone, back to where the learner was.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    forgetNoteDraft(editDraftKey);
    refocus.current = true;
    setEditing(false);
  };

  return (
    <Box
      component="li"
      data-note-id={note.id}
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PlayArrowIcon aria-hidden />}
          disabled={!lessonTitle}
          aria-label={lessonTitle ? t('notes.playFrom', { time, lesson: lessonTitle }) : t('notes.orphanAt', { time })}
          onClick={() => onSeek(note)}
          sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {time}
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {lessonTitle ?? t('notes.orphanLesson')}
        </Typography>
        {!editing && (
          <>
            <Tooltip title={t('notes.edit')}>
              <IconButton
                ref={editButton}
                size="small"
                aria-label={t('notes.editAt', { time })}
                onClick={() => setEditing(true)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('notes.delete')}>
              <IconButton size="small" aria-label={t('notes.deleteAt', { time })} onClick={() => onDelete(note)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      {notSaved && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" aria-label={t('notes.retryAt', { time })} onClick={notSaved.onRetry}>
              {t('notes.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('notes.notSaved')}</AlertTitle>
          {t('notes.notSavedKept', { reason: notSaved.reason })}
        </Alert>
      )}
      {editing ? (
        <NoteEditor
          note={note}
          draftKey={editDraftKey}
          onSave={(text) => {
            onEdit(note, text);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <Typography sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
      )}
    </Box>
  );
}
