import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import type { PublicQuestion, QuestionKey } from '../grading';
import type { QuizLanguage } from '../schema';

interface QuestionViewProps {
  question: PublicQuestion;
  lang: QuizLanguage;
  selected: number[];
  typed: string;
  /** Once the answer is graded: its key, with the explanations. */
  graded: QuestionKey | undefined;
  /** While the answer is being graded. */
  checking: boolean;
  onSelect: (selected: number[]) => void;
  onType: (typed: string) => void;
  numberError: boolean;
}

/** One question: its choices or number field, and once answered, each option's explanation. */
export function QuestionView({
  question,
  lang,
  selected,
  typed,
  graded,
  checking,
  onSelect,
  onType,
  numberError,
}: QuestionViewProps) {
  const { t } = useTranslation('quiz');
  const labelId = useId();
  const text = question[lang];
  const confirmed = graded !== undefined;
  const locked = confirmed || checking;
  if (question.type === 'number') {
    const why = graded?.type === 'number' ? graded.why[lang] : null;
    return (
      <Box>
        <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
          {text.prompt}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('typeNumber')}
        </Typography>
        <TextField
          label={t('numberLabel')}
          value={typed}
          onChange={(event) => onType(event.target.value)}
          disabled={locked}
          error={numberError}
          helperText={numberError ? t('numberInvalid') : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': labelId } }}
        />
        {why && <Typography sx={{ mt: 2 }}>{why}</Typography>}
      </Box>
    );
  }
  const multiple = question.type === 'multiple';
  const options = question[lang].options;
  const answer = graded?.type === 'number' ? [] : (graded?.answer ?? []);
  const whys = graded?.type === 'number' ? [] : (graded?.why[lang] ?? []);
  // In words as well as colour: "correct, your answer", "your answer, not right", "correct".
  const optionVerdict = (right: boolean, chosen: boolean) => {
    const words = [
      right ? t('rightOption') : null,
      chosen ? t('yourChoice') : null,
      chosen && !right ? t('wrongOption') : null,
    ];
    const said = words.filter(Boolean).join(', ');
    return said ? `${said}: ` : '';
  };
  // Answered options stay as readable as before: only the controls show they are locked.
  const readable = { '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } };
  const control = (index: number) => {
    const label = (
      <Box component="span" sx={{ display: 'block', py: 0.5 }}>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary', mr: 1 }}>
          {index + 1}.
        </Box>
        {options[index]?.text}
        {confirmed && (
          <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary', fontSize: '0.9375rem' }}>
            <Box
              component="span"
              sx={{
                fontWeight: 700,
                color: answer.includes(index)
                  ? 'success.dark'
                  : selected.includes(index)
                    ? 'error.main'
                    : 'text.primary',
              }}
            >
              {optionVerdict(answer.includes(index), selected.includes(index))}
            </Box>
            {whys[index]}
          </Box>
        )}
      </Box>
    );
    return multiple ? (
      <FormControlLabel
        key={index}
        sx={{ alignItems: 'flex-start', mb: 0.5, ...readable }}
        control={
          <Checkbox
            checked={selected.includes(index)}
            disabled={locked}
            onChange={(event) =>
              onSelect(event.target.checked ? [...selected, index] : selected.filter((i) => i !== index))
            }
          />
        }
        label={label}
      />
    ) : (
      <FormControlLabel
        key={index}
        value={String(index)}
        sx={{ alignItems: 'flex-start', mb: 0.5, ...readable }}
        control={<Radio disabled={locked} />}
        label={label}
      />
    );
  };
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {text.prompt}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {multiple ? t('chooseAll') : t('chooseOne')}
      </Typography>
      {multiple ? (
        <FormGroup>{options.map((_option, index) => control(index))}</FormGroup>
      ) : (
        <RadioGroup
          value={selected[0] === undefined ? '' : String(selected[0])}
          onChange={(event) => onSelect([Number(event.target.value)])}
        >
          {options.map((_option, index) => control(index))}
        </RadioGroup>
      )}
    </FormControl>
  );
}
