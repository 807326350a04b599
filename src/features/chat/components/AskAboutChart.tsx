import ChatIcon from '@mui/icons-material/ChatOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { useLanguage, useTranslation } from '@/i18n';
import { useAskTradingBotMutation } from '../api';
import { botReplyFor, failureReplyFor } from '../replies';

interface AskAboutChartProps {
  /** The chart as the lab describes it now: read when the learner asks, so it is what they see then. */
  chart: () => string;
  /** Keeps the question and its answer with the trade, where there is one to keep them with. */
  onKeep?: (question: string, answer: string) => void;
}

type Asked = { question: string; answer: string; failed: boolean };

/**
 * "Ask about this chart" in the lab: a question about the replay as far as it is shown, answered
 * about that chart. The panel says what is sent: the candles shown, the indicators on and the
 * learner's levels, never a candle still to come.
 */
export function AskAboutChart({ chart, onKeep }: AskAboutChartProps) {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [kept, setKept] = useState(false);
  const [askTradingBot, { isLoading }] = useAskTradingBotMutation();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim() || t('chart.defaultQuestion');
    if (text.length > CHAT_MAX_LENGTH || isLoading) return;
    setKept(false);
    try {
      const response = await askTradingBot({ question: text, lang, chart: chart() }).unwrap();
      setAsked({ question: text, answer: botReplyFor(response, t), failed: false });
    } catch (error) {
      // What was typed stays in the field, to send again.
      setAsked({ question: text, answer: failureReplyFor(error, t), failed: true });
    }
  };

  if (!open)
    return (
      <Button
        variant="outlined"
        startIcon={<ChatIcon aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t('chart.open')}
      </Button>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('chart.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('chart.sent')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('chart.label')}
            placeholder={t('chart.defaultQuestion')}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: CHAT_MAX_LENGTH } }}
          />
          <Button type="submit" variant="contained" disabled={isLoading} sx={{ flexShrink: 0 }}>
            {isLoading ? t('panel.typing') : t('chart.ask')}
          </Button>
        </Stack>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: asked ? 2 : 0 }}>
        {asked && (
          <Alert severity={asked.failed ? 'error' : 'info'} icon={false} sx={{ whiteSpace: 'pre-wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {asked.question}
            </Typography>
            {asked.answer}
          </Alert>
        )}
      </Box>
      {asked && !asked.failed && onKeep && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'center' }}>
          <Button
            size="small"
            disabled={kept}
            onClick={() => {
              onKeep(asked.question, asked.answer);
              setKept(true);
            }}
          >
            {t('chart.keep')}
          </Button>
          {kept && (
            <Typography role="status" variant="body2" color="text.secondary">
              {t('chart.kept')}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
