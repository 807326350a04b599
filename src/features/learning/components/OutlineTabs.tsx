import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { selectOwner, useNotes } from '@/learner';
import { useAppSelector } from '@/store/hooks';
import { LazyNotesPanel } from '../notes/LazyNotesPanel';
import type { NotesPanelProps } from '../notes/NotesPanel';
import { hasNoteDraft, noteDraftKey } from '../progress/learnerNotes';
import { LazyTranscriptPanel, preloadTranscript } from '../transcript/LazyTranscriptPanel';

type Shown = 'outline' | 'transcript' | 'notes';

interface OutlineTabsProps extends Omit<NotesPanelProps, 'noteAt' | 'onClearNoteAt'> {
  /** The course's outline, the first tab. */
  outline: ReactNode;
}

const tabId = (tab: Shown) => `viewer-tab-${tab}`;
const panelId = (tab: Shown) => `viewer-panel-${tab}`;

/**
 * Beside the player: the course's outline, the playing lesson's transcript, and the learner's notes,
 * each in a tab of its own. A note left half written opens on the Notes tab, where it waits; a note
 * started at a line of the transcript opens there at that line's moment.
 */
export function OutlineTabs({ outline, ...notesProps }: OutlineTabsProps) {
  const { t } = useTranslation('learning');
  const courseId = notesProps.course._id;
  const owner = useAppSelector(selectOwner);
  const { notes } = useNotes(courseId);
  const [shown, setShown] = useState<Shown>(() => (hasNoteDraft(noteDraftKey(owner, courseId)) ? 'notes' : 'outline'));
  // The moment a note started from the transcript will be at, for the lesson playing then.
  const [noteAt, setNoteAt] = useState<{ key: string; seconds: number } | null>(null);
  const lessonKey = notesProps.current?.key;
  const pinned = noteAt && noteAt.key === lessonKey ? noteAt.seconds : null;

  const panel = (tab: Shown, content: ReactNode) => (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={shown !== tab} sx={{ pt: 2 }}>
      {shown === tab && content}
    </Box>
  );

  return (
    <>
      <Tabs
        value={shown}
        onChange={(_event, tab: Shown) => setShown(tab)}
        aria-label={t('tabs.label')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="outline" label={t('tabs.outline')} id={tabId('outline')} aria-controls={panelId('outline')} />
        <Tab
          value="transcript"
          label={t('tabs.transcript')}
          id={tabId('transcript')}
          aria-controls={panelId('transcript')}
          onPointerEnter={preloadTranscript}
          onFocus={preloadTranscript}
        />
        <Tab
          value="notes"
          label={notes.length > 0 ? t('tabs.notesCount', { count: notes.length }) : t('tabs.notes')}
          id={tabId('notes')}
          aria-controls={panelId('notes')}
        />
      </Tabs>
      {panel('outline', outline)}
      {panel(
        'transcript',
        <LazyTranscriptPanel
          {...notesProps}
          onNoteAt={(seconds) => {
            if (lessonKey) setNoteAt({ key: lessonKey, seconds });
            setShown('notes');
          }}
        />,
      )}
      {panel('notes', <LazyNotesPanel {...notesProps} noteAt={pinned} onClearNoteAt={() => setNoteAt(null)} />)}
    </>
  );
}
