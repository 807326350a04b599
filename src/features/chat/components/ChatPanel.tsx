import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { useTranslation } from '@/i18n';
import { useCurrentGrounding } from '../grounding';
import { useTradingChat } from '../hooks/useTradingChat';
import { welcomeLine } from '../replies';
import { ChatBubble } from './ChatBubble';
import { panelSx } from './chatLayout';

interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Closes the panel and returns focus to the button that opened it. */
  onClose: () => void;
}

/** The conversation window: a non-modal dialog, so the page stays usable beside it. */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const { messages, isTyping, canRetry, send, retry, clear } = useTradingChat();
  const grounding = useCurrentGrounding();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message (or 'Typing...') in view.
  useEffect(() => {
    if (open) endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open, messages.length, isTyping, canRetry]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send(draft)) setDraft('');
  };

  const onInputKeyDown = (event: KeyboardEvent) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const clearChat = () => {
    clear();
    inputRef.current?.focus();
  };

  return (
    <Paper
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      elevation={8}
      onKeyDown={onPanelKeyDown}
      sx={[panelSx, { display: open ? 'flex' : 'none' }]}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.25,
          bgcolor: 'brand.surface',
          color: 'brand.onSurface',
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('panel.title')}
        </Typography>
        <Button
          size="small"
          onClick={clearChat}
          disabled={messages.length === 0}
          sx={{ color: 'brand.onSurface', '&.Mui-disabled': { color: 'brand.onSurfaceMuted' } }}
        >
          {t('panel.clear')}
        </Button>
      </Stack>

      <Box
        role="log"
        aria-label={t('panel.log')}
        // Focusable so keyboard users can scroll the history.
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 2, bgcolor: 'background.default' }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {messages.length === 0 ? (
            <ChatBubble sender="bot" text={welcomeLine(t)} />
          ) : (
            messages.map((message) => (
              <ChatBubble key={message.id} sender={message.sender} text={message.text} sources={message.sources} />
            ))
          )}
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
          {isTyping && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', px: 0.5 }}>
              {t('panel.typing')}
            </Typography>
          )}
        </Box>
        {canRetry && (
          <Button size="small" variant="outlined" onClick={retry} sx={{ mt: 1 }}>
            {t('panel.retry')}
          </Button>
        )}
        <div ref={endRef} />
      </Box>
      {grounding && (
        <Typography variant="caption" sx={{ display: 'block', px: 1.5, pt: 1, color: 'text.secondary' }}>
          {t('panel.grounded', { course: grounding.name })}
        </Typography>
      )}

      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            inputRef={inputRef}
            label={t('panel.label')}
            placeholder={t('panel.placeholder')}
            multiline
            maxRows={4}
            size="small"
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value.slice(0, CHAT_MAX_LENGTH))}
            onKeyDown={onInputKeyDown}
            slotProps={{
              htmlInput: { maxLength: CHAT_MAX_LENGTH, 'aria-describedby': `${titleId}-hint ${titleId}-count` },
            }}
          />
          <Typography
            id={`${titleId}-count`}
            variant="caption"
            sx={{
              display: 'block',
              textAlign: 'right',
              mt: 0.25,
              color: draft.length >= CHAT_MAX_LENGTH ? 'error.main' : 'text.secondary',
            }}
          >
            {t('panel.count', { length: draft.length, max: CHAT_MAX_LENGTH })}
          </Typography>
        </Box>
        <IconButton
          type="submit"
          aria-label={t('panel.send')}
          disabled={draft.trim() === '' || isTyping}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-disabled': { bgcolor: 'brand.tint' },
          }}
        >
          <SendIcon />
        </IconButton>
        <Box component="span" id={`${titleId}-hint`} sx={visuallyHiddenSx}>
          {t('panel.hint')}
        </Box>
      </Box>
    </Paper>
  );
}
