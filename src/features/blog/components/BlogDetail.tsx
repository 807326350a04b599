import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { errorStatus } from '@/store/apiError';
import type { Blog } from '@/store/models';
import { useGetBlogQuery } from '../api';
import { BLOG_IMAGE_SIZE, blogImage, blogTitle, readingTime } from '../blogView';

const imageSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${BLOG_IMAGE_SIZE.width} / ${BLOG_IMAGE_SIZE.height}`,
  borderRadius: 2,
  bgcolor: 'brand.tint',
} as const;

/** Typography for the authored HTML, which brings its own h2/h3, lists, links and images. */
const contentSx = {
  fontSize: '1.05rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& h2': { typography: 'h2', mt: 4, mb: 1.5 },
  '& h3': { typography: 'h3', mt: 3, mb: 1 },
  '& p, & ul, & ol': { mt: 0, mb: 2 },
  '& li': { mb: 0.5 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
} as const;

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('blog');
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Button component={RouterLink} to={paths.blog} startIcon={<ArrowBackIcon />} sx={{ mb: 3, ml: -1 }}>
        {t('detail.back')}
      </Button>
      {children}
    </Container>
  );
}

function BlogBody({ blog }: { blog: Blog }) {
  const { t } = useTranslation('blog');
  const title = blogTitle(blog, t('noTitle'));
  const html = useMemo(() => sanitizeHtml(typeof blog.content === 'string' ? blog.content : ''), [blog.content]);
  return (
    <>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
        <ScheduleIcon fontSize="small" aria-hidden="true" />
        {readingTime(blog, t)}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 3 }}>
        {title}
      </Typography>
      <Box
        component="img"
        src={blogImage(blog)}
        alt={title}
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        sx={{ ...imageSx, mb: 4 }}
      />
      {/* Sanitised just above: scripts, handlers, javascript: URLs and embeds are gone. */}
      <Box data-testid="blog-content" sx={contentSx} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

/** One blog post; `blogId` comes from the URL. */
export function BlogDetail({ blogId }: { blogId: string | undefined }) {
  const { t } = useTranslation('blog');
  const id = blogId?.trim() ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetBlogQuery(id, { skip: id === '' });

  if (id === '') {
    return (
      <Frame>
        <Alert severity="error">{t('detail.invalidId')}</Alert>
      </Frame>
    );
  }

  if (isLoading || (isFetching && !data)) {
    return (
      <Frame>
        <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('detail.loading')}
        </Typography>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', mb: 3 }} width="80%" />
        <Skeleton variant="rectangular" sx={{ ...imageSx, height: 'auto' }} />
      </Frame>
    );
  }

  if (error) {
    return (
      <Frame>
        {errorStatus(error) === 404 ? (
          <Alert severity="info">{t('detail.notFound')}</Alert>
        ) : (
          <ErrorState message={t('detail.failed')} onRetry={() => void refetch()} />
        )}
      </Frame>
    );
  }

  return <Frame>{data ? <BlogBody blog={data} /> : <Alert severity="info">{t('detail.notFound')}</Alert>}</Frame>;
}
