import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { AskAboutChart } from '@/features/chat/components/AskAboutChart';
import type { ChartQuestionSlot } from '@/features/practice/components/PracticeLab';
import { PracticeSetLoader } from '@/features/practice/components/PracticeSetLoader';

/** The assistant, asked about the lab's chart as far as it is shown. */
function ChartQuestion({ chart, keep }: ChartQuestionSlot) {
  return <AskAboutChart chart={chart} onKeep={keep} />;
}

/** /practice/{setId}: one practice chart's replay and virtual trade. */
export default function PracticeSetPage() {
  const { setId = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PracticeSetLoader key={setId} setId={setId} ChartQuestion={ChartQuestion} />
    </Container>
  );
}
