import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { NewTabNote, VisuallyHidden, visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { useTranslation } from '@/i18n';
import { lessonKey, type LessonKey } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import type { Chapter } from '@/store/models';

interface ChapterListProps {
  chapters: Chapter[];
  currentKey: LessonKey | null;
  completed: Record<LessonKey, true>;
  openChapters: ReadonlySet<number>;
  onToggle: (chapterIndex: number) => void;
  onSelect: (key: LessonKey) => void;
  /** What the page adds at the end of a chapter (its quiz), if anything. */
  chapterExtra?: (chapterIndex: number) => ReactNode;
}

/**
 * A note's link. Its label (what the note is of) is always in its name; `named` shows it on screen
 * too, where a chapter offers more than one note and "Download Note" alone would not tell them apart.
 */
function NoteLink({ href, label, named }: { href: string; label: string; named: boolean }) {
  const { t } = useTranslation('learning');
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      <Trans
        t={t}
        i18nKey="outline.downloadNote"
        values={{ label }}
        components={{ hidden: named ? <span /> : <Box component="span" sx={visuallyHiddenSx} /> }}
      />
      <NewTabNote />
    </Link>
  );
}

/**
 * The notes a chapter offers, one link per file: a lesson's note that is the chapter's own file, or
 * an earlier lesson's, is not offered twice (the API may name one file in both places).
 */
function chapterNotes(chapter: Chapter): { chapterNote?: string; lessonNotes: (string | undefined)[]; count: number } {
  const chapterNote = chapter.pdfUrl?.trim() || undefined;
  const seen = new Set(chapterNote ? [chapterNote] : []);
  const lessonNotes = chapter.videos.map(({ pdfUrl }) => {
    const url = pdfUrl?.trim();
    if (!url || seen.has(url)) return undefined;
    seen.add(url);
    return url;
  });
  return { chapterNote, lessonNotes, count: seen.size };
}

/** The course outline: each chapter opens to its videos, with ticks for completed ones and notes. */
export function ChapterList({
  chapters,
  currentKey,
  completed,
  openChapters,
  onToggle,
  onSelect,
  chapterExtra,
}: ChapterListProps) {
  const { t } = useTranslation('learning');
  if (chapters.length === 0) {
    return <Typography color="text.secondary">{t('outline.noChapters')}</Typography>;
  }
  return (
    <Box>
      {chapters.map((chapter, chapterIndex) => {
        const title = capitalizeWords(chapter.title);
        const done = chapter.videos.filter(
          (_video, videoIndex) => completed[lessonKey(chapterIndex, videoIndex)],
        ).length;
        const summaryId = `chapter-${chapterIndex}-summary`;
        const { chapterNote, lessonNotes, count: noteCount } = chapterNotes(chapter);
        const namedNotes = noteCount > 1;
        return (
          <Accordion
            key={summaryId}
            disableGutters
            expanded={openChapters.has(chapterIndex)}
            onChange={() => onToggle(chapterIndex)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={summaryId}
              aria-controls={`chapter-${chapterIndex}-videos`}
            >
              <Box>
                <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                  {chapterIndex + 1}. {title}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('outline.chapterDone', { done, total: chapter.videos.length })}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {chapter.videos.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 1 }}>
                  {t('outline.noVideos')}
                </Typography>
              ) : (
                <List dense disablePadding aria-label={t('outline.videosOf', { title })}>
                  {chapter.videos.map((video, videoIndex) => {
                    const key = lessonKey(chapterIndex, videoIndex);
                    const isCurrent = key === currentKey;
                    const isDone = Boolean(completed[key]);
                    return (
                      <ListItem key={key} disablePadding sx={{ display: 'block' }}>
                        <ListItemButton
                          component="button"
                          selected={isCurrent}
                          aria-current={isCurrent ? 'true' : undefined}
                          onClick={() => onSelect(key)}
                          sx={{ borderRadius: 1, width: '100%', textAlign: 'left' }}
                        >
                          <ListItemIcon sx={{ minWidth: 36 }}>
                            {isDone ? (
                              <CheckCircleIcon color="success" aria-hidden />
                            ) : (
                              <PlayCircleOutlineIcon aria-hidden />
                            )}
                          </ListItemIcon>
                          <ListItemText
                            primary={
                              <>
                                {video.title}
                                {isDone && <VisuallyHidden>{t('outline.completed')}</VisuallyHidden>}
                              </>
                            }
                          />
                        </ListItemButton>
                        {lessonNotes[videoIndex] && (
                          <Box sx={{ pl: 6.5, pb: 1 }}>
                            <NoteLink href={lessonNotes[videoIndex]} label={video.title} named={namedNotes} />
                          </Box>
                        )}
                      </ListItem>
                    );
                  })}
                </List>
              )}
              {chapterNote && (
                <Box sx={{ mt: 1 }}>
                  <NoteLink href={chapterNote} label={title} named={namedNotes} />
                </Box>
              )}
              {chapterExtra && <Box sx={{ mt: 1 }}>{chapterExtra(chapterIndex)}</Box>}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
