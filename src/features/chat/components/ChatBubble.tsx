import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { Link, useTranslation } from '@/i18n';
import { formatMediaTime } from '@/lib/mediaTime';
import type { ChatSender, ChatSource } from '../chatSlice';

interface ChatBubbleProps {
  sender: ChatSender;
  /** Rendered as text, never as HTML. */
  text: string;
  /** The lessons the answer was drawn from, each a link to its moment. */
  sources?: ChatSource[];
}

/** A stored source as it must be to be shown: a place and a moment, and a link to the site's own page. */
const isShownSource = (source: unknown): source is ChatSource => {
  const s = source as Partial<ChatSource> | null;
  return (
    typeof s?.chapter === 'number' &&
    typeof s.lesson === 'number' &&
    typeof s.seconds === 'number' &&
    typeof s.href === 'string' &&
    s.href.startsWith('/') &&
    !s.href.startsWith('//')
  );
};

/** One message; the sender is told to screen readers, shown to others by side and colour. */
export function ChatBubble({ sender, text, sources: stored }: ChatBubbleProps) {
  const { t } = useTranslation('chat');
  const sources = stored?.filter(isShownSource);
  const fromUser = sender === 'user';
  return (
    <Box
      component="li"
      sx={{
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2.5,
        borderBottomRightRadius: fromUser ? 4 : undefined,
        borderBottomLeftRadius: fromUser ? undefined : 4,
        bgcolor: fromUser ? 'primary.main' : 'brand.tint',
        color: fromUser ? 'primary.contrastText' : 'text.primary',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: '0.9375rem',
        lineHeight: 1.45,
      }}
    >
      <Box component="span" sx={visuallyHiddenSx}>
        {fromUser ? t('panel.you') : t('panel.assistant')}
      </Box>
      <span>{text}</span>
      {sources && sources.length > 0 && (
        <Box component="span" sx={{ display: 'block', mt: 1, whiteSpace: 'normal' }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '0.8125rem' }}>
            {t('sources.heading')}
          </Box>
          {sources.map((source) => (
            <MuiLink
              key={`${source.chapter}.${source.lesson}@${source.seconds}`}
              component={Link}
              to={source.href}
              sx={{ display: 'block', fontSize: '0.875rem' }}
            >
              {t('sources.lessonAt', {
                place: `${source.chapter}.${source.lesson}`,
                time: formatMediaTime(source.seconds),
              })}
            </MuiLink>
          ))}
        </Box>
      )}
    </Box>
  );
}
