import Container from '@mui/material/Container';
import { Glossary } from '@/features/practice/components/Glossary';

/** /trading-terms: what the lab's and the calculators' words mean. */
export default function GlossaryPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Glossary />
    </Container>
  );
}
