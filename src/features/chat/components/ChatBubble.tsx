import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { useTranslation } from '@/i18n';
import type { ChatSender } from '../chatSlice';

interface ChatBubbleProps {
  sender: ChatSender;
  /** Rendered as text, never as HTML. */
  text: string;
}

/** One message; the sender is told to screen readers, shown to others by side and colour. */
export function ChatBubble({ sender, text }: ChatBubbleProps) {
  const { t } = useTranslation('chat');
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
    </Box>
  );
}
