import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { BLOG } from '@/config/constants';
import { useTranslation } from '@/i18n';
import { useGetBlogsQuery } from '../api';
import { matchingBlogs } from '../blogView';
import { usePageVisible } from '../hooks/usePageVisible';
import { BlogCard, BlogCardSkeleton } from './BlogCard';

const SKELETONS = Array.from({ length: BLOG.maxCards }, (_, index) => index);
/** The lead post takes the whole row; the others share the next. */
const cellAt = (index: number) => (index === 0 ? { xs: 12 } : { xs: 12, sm: 6 });
/** Show more's row: the button's height, kept while the list loads so the page below stays put. */
const moreRowSx = { display: 'flex', justifyContent: 'center', alignItems: 'center', mt: 4, minHeight: 48 } as const;

/**
 * The blog list: a title filter, the first BLOG.maxCards posts and "Show more" for the next as
 * many, refreshed while the tab shows.
 */
export function BlogList() {
  const { t } = useTranslation('blog');
  const visible = usePageVisible();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<number>(BLOG.maxCards);
  const list = useRef<HTMLUListElement>(null);
  // The first post Show more revealed, to take the focus once it is on screen.
  const firstRevealed = useRef<number | null>(null);
  const { data, isLoading, isError, refetch } = useGetBlogsQuery(undefined, {
    // Both guards: the interval is dropped while hidden, and RTK Query skips a tick that races it.
    pollingInterval: visible ? BLOG.refreshMs : 0,
    skipPollingIfUnfocused: true,
  });
  const matches = data ? matchingBlogs(data, search) : [];
  const blogs = matches.slice(0, shown);
  const hasMore = matches.length > blogs.length;

  useEffect(() => {
    const index = firstRevealed.current;
    if (index === null) return;
    firstRevealed.current = null;
    // The button may be gone (nothing left to show): the focus goes on to what it showed.
    list.current?.querySelectorAll<HTMLElement>(':scope > li > article')[index]?.focus();
  }, [shown]);

  const showMore = () => {
    firstRevealed.current = blogs.length;
    setShown(blogs.length + BLOG.maxCards);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box role="search" sx={{ maxWidth: 420, mb: 4 }}>
        <TextField
          label={t('list.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            // Another search starts again from its first posts.
            setShown(BLOG.maxCards);
          }}
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
        <>
          <Grid container spacing={3} role="status" aria-label={t('list.loading')}>
            {SKELETONS.map((index) => (
              <Grid key={index} size={cellAt(index)}>
                <BlogCardSkeleton lead={index === 0} />
              </Grid>
            ))}
          </Grid>
          <Box sx={moreRowSx} aria-hidden="true">
            <Skeleton variant="rounded" width={140} height={42} sx={{ borderRadius: 999 }} />
          </Box>
        </>
      ) : !data ? null : blogs.length === 0 ? (
        <Typography role="status" sx={{ textAlign: 'center', py: 6, fontSize: '1.1rem' }}>
          {t('list.empty')}
        </Typography>
      ) : (
        <>
          <Grid
            ref={list}
            id="blog-list"
            container
            spacing={3}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t('list.label')}
          >
            {blogs.map((blog, index) => (
              <Grid key={blog._id} size={cellAt(index)} component="li">
                <BlogCard blog={blog} lead={index === 0} />
              </Grid>
            ))}
          </Grid>
          {hasMore && (
            <Box sx={moreRowSx}>
              <Button variant="outlined" size="large" onClick={showMore} aria-controls="blog-list">
                {t('list.showMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
