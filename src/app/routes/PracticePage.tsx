import Container from '@mui/material/Container';
import { PracticeHome } from '@/features/practice/components/PracticeHome';

/** /practice: the trading lab's charts and the learner's journal. */
export default function PracticePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PracticeHome />
    </Container>
  );
}
