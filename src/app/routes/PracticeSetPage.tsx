import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { PracticeSetLoader } from '@/features/practice/components/PracticeSetLoader';

/** /practice/{setId}: one practice chart's replay and virtual trade. */
export default function PracticeSetPage() {
  const { setId = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PracticeSetLoader key={setId} setId={setId} />
    </Container>
  );
}
