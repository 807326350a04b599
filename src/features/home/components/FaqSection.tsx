import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Reveal } from '@/components/motion/Reveal';
import { useTranslation } from '@/i18n';
import { paintWhenNear } from '@/theme/offscreen';
import { faqItems } from '../content';
import { toggleFaq } from '../faq';
import { SectionHeading } from './SectionHeading';

/** 'Frequently Asked Questions': at most one answer open; the open question's button closes it. */
export function FaqSection() {
  const { t } = useTranslation('home');
  const items = useMemo(() => faqItems(t), [t]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <Box
      component="section"
      aria-labelledby="home-faq-title"
      sx={[{ py: { xs: 6, md: 9 } }, paintWhenNear({ xs: 560, md: 520 })]}
    >
      <Container maxWidth="md">
        <SectionHeading id="home-faq-title" title={t('faq.title')} />
        <Reveal>
          {items.map((item, index) => {
            const open = openIndex === index;
            return (
              <Accordion
                key={item.topic}
                expanded={open}
                onChange={() => setOpenIndex((current) => toggleFaq(current, index))}
                disableGutters
                sx={{
                  mb: 1.5,
                  borderRadius: 2,
                  '&::before': { display: 'none' },
                  border: '1px solid',
                  borderColor: 'brand.border',
                }}
                elevation={0}
              >
                <AccordionSummary
                  id={`faq-${index}-question`}
                  aria-controls={`faq-${index}-answer`}
                  expandIcon={
                    open ? (
                      <RemoveIcon data-testid="faq-minus" aria-hidden />
                    ) : (
                      <AddIcon data-testid="faq-plus" aria-hidden />
                    )
                  }
                  sx={{
                    px: 2.5,
                    '& .MuiAccordionSummary-expandIconWrapper': { color: 'primary.main' },
                    // Plus and minus swap; neither turns.
                    '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'none' },
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ px: 2.5, pt: 0, pb: 2.5 }}>
                  <Typography color="text.secondary">{item.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Reveal>
      </Container>
    </Box>
  );
}
