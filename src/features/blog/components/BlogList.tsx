import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { BLOG } from '@/config/constants';
import { useTranslation } from '@/i18n';
import { useGetBlogsQuery } from '../api';
import { visibleBlogs } from '../blogView';
import { usePageVisible } from '../hooks/usePageVisible';
import { BlogCard, BlogCardSkeleton } from './BlogCard';

const SKELETONS = Array.from({ length: BLOG.maxCards }, (_, index) => index);
/** The lead post takes the whole row; the others share the next. */
const cellAt = (index: number) => (index === 0 ? { xs: 12 } : { xs: 12, sm: 6 });

/** The blog list: a title filter and at most BLOG.maxCards cards, refreshed while the tab shows. */
export function BlogList() {
  const { t } = useTranslation('blog');
  const visible = usePageVisible();
  const [search, setSearch] = useState('');
  const { data, isLoading, isError, refetch } = useGetBlogsQuery(undefined, {
    // Both guards: the interval is dropped while hidden, and RTK Query skips a tick that races it.
    pollingInterval: visible ? BLOG.refreshMs : 0,
    skipPollingIfUnfocused: true,
  });
  const blogs = data ? visibleBlogs(data, search) : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box role="search" sx={{ maxWidth: 420, mb: 4 }}>
        <TextField
          label={t('list.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {isError && (
        <Box sx={{ mb: 3 }}>
          <ErrorState message={t('list.failed')} onRetry={() => void refetch()} />
        </Box>
      )}

      {isLoading ? (
        <Grid container spacing={3} role="status" aria-label={t('list.loading')}>
          {SKELETONS.map((index) => (
            <Grid key={index} size={cellAt(index)}>
              <BlogCardSkeleton lead={index === 0} />
            </Grid>
          ))}
        </Grid>
      ) : !data ? null : blogs.length === 0 ? (
        <Typography role="status" sx={{ textAlign: 'center', py: 6, fontSize: '1.1rem' }}>
          {t('list.empty')}
        </Typography>
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.label')}>
          {blogs.map((blog, index) => (
            <Grid key={blog._id} size={cellAt(index)} component="li">
              <BlogCard blog={blog} lead={index === 0} />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
