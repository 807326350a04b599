import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { toolPath } from '@/config/paths';
import { Link, useTranslation } from '@/i18n';
import { TOOLS } from '../toolList';

/** The calculators, each a card leading to its own page. */
export function ToolsIndex() {
  const { t } = useTranslation('tools');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('index.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{t('index.intro')}</Typography>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TOOLS.map((tool) => (
          <Grid key={tool.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={toolPath(tool.slug)}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {t(`tools.${tool.id}.name`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`tools.${tool.id}.intro`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
        {t('disclaimer')}
      </Typography>
    </Container>
  );
}
